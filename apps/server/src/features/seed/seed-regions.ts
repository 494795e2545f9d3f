// Inserts the demo region tree with ids in traversal order and returns, per village name, the ids
// of the village and all its parents (videos are tagged at every level for the drill-down).
import type { SeedDb } from './seed-db.ts';
import { constituencies, districts, mandals, states, villages } from '../../lib/db/schema.ts';
import { REGION_SEED } from './data/regions.ts';

export interface VillagePath {
  stateId: number;
  districtId: number;
  constituencyId: number;
  mandalId: number;
  villageId: number;
}

export function buildRegionRows() {
  const rows = {
    states: [] as (typeof states.$inferInsert)[],
    districts: [] as (typeof districts.$inferInsert)[],
    constituencies: [] as (typeof constituencies.$inferInsert)[],
    mandals: [] as (typeof mandals.$inferInsert)[],
    villages: [] as (typeof villages.$inferInsert)[],
  };
  const paths = new Map<string, VillagePath>();
  for (const s of REGION_SEED) {
    const stateId = rows.states.push({ id: rows.states.length + 1, name: s.name });
    for (const d of s.districts) {
      const districtId = rows.districts.push({ id: rows.districts.length + 1, stateId, name: d.name });
      for (const c of d.constituencies) {
        const constituencyId = rows.constituencies.push({ id: rows.constituencies.length + 1, districtId, name: c.name });
        for (const m of c.mandals) {
          const mandalId = rows.mandals.push({ id: rows.mandals.length + 1, constituencyId, name: m.name });
          for (const v of m.villages) {
            const villageId = rows.villages.push({ id: rows.villages.length + 1, mandalId, name: v.name, pincode: v.pincode });
            paths.set(v.name, { stateId, districtId, constituencyId, mandalId, villageId });
          }
        }
      }
    }
  }
  return { rows, paths };
}

export async function seedRegions(db: SeedDb): Promise<Map<string, VillagePath>> {
  const { rows, paths } = buildRegionRows();
  await db.insert(states).values(rows.states).onConflictDoNothing();
  await db.insert(districts).values(rows.districts).onConflictDoNothing();
  await db.insert(constituencies).values(rows.constituencies).onConflictDoNothing();
  await db.insert(mandals).values(rows.mandals).onConflictDoNothing();
  await db.insert(villages).values(rows.villages).onConflictDoNothing();
  return paths;
}
