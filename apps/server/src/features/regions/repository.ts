// Region lists (SPEC 3 'Region'): five levels, each filtered by its parent and sorted by name.
import { asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Region, State, Village } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { constituencies, districts, mandals, states, villages } from '../../lib/db/schema.ts';
import { assetUrl } from '../catalogue/index.ts';

type RegionItem = z.infer<typeof Region>;

export async function listStatesWithCounts(db: Database, mediaBaseUrl: string): Promise<z.infer<typeof State>[]> {
  const rows = await db
    .select({ id: states.id, name: states.name, imageUrl: states.imageUrl, districts: count(districts.id) })
    .from(states)
    .leftJoin(districts, eq(districts.stateId, states.id))
    .where(eq(states.isActive, true))
    .groupBy(states.id)
    .orderBy(asc(states.name));
  return rows.map((r) => ({ id: r.id, name: r.name, image_url: assetUrl(mediaBaseUrl, r.imageUrl), districts_count: r.districts }));
}

export async function listStateNames(db: Database): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: states.id, name: states.name })
    .from(states)
    .where(eq(states.isActive, true))
    .orderBy(asc(states.name));
}

/** One entry per child level: its table and the column that points at the parent. */
const LEVELS = {
  districts: { table: districts, parent: districts.stateId },
  constituencies: { table: constituencies, parent: constituencies.districtId },
  mandals: { table: mandals, parent: mandals.constituencyId },
  villages: { table: villages, parent: villages.mandalId },
} as const;

export type ChildLevel = keyof typeof LEVELS;

/** Villages carry their pincode (SPEC 2.7: registration fills it from the chosen village). */
export async function listChildren(db: Database, level: 'villages', parentId: number, mediaBaseUrl: string): Promise<Village[]>;
export async function listChildren(db: Database, level: ChildLevel, parentId: number, mediaBaseUrl: string): Promise<RegionItem[]>;
export async function listChildren(db: Database, level: ChildLevel, parentId: number, mediaBaseUrl: string): Promise<RegionItem[]> {
  if (level === 'villages') {
    const rows = await db
      .select({ id: villages.id, name: villages.name, imageUrl: villages.imageUrl, pincode: villages.pincode })
      .from(villages)
      .where(eq(villages.mandalId, parentId))
      .orderBy(asc(villages.name));
    return rows.map((r) => ({ id: r.id, name: r.name, image_url: assetUrl(mediaBaseUrl, r.imageUrl), pincode: r.pincode }));
  }
  const { table, parent } = LEVELS[level];
  const rows = await db
    .select({ id: table.id, name: table.name, imageUrl: table.imageUrl })
    .from(table)
    .where(eq(parent, parentId))
    .orderBy(asc(table.name));
  return rows.map((r) => ({ id: r.id, name: r.name, image_url: assetUrl(mediaBaseUrl, r.imageUrl) }));
}
