// A video tagged at a region level belongs to every level above it (a village video is also its
// mandal's, constituency's, district's and state's), which is what lets GET
// /api/regional-videos/by_location/ filter on one indexed column per level. The seed tags all five
// levels; this start-up pass restores the rule for rows written otherwise, deriving every parent
// from the most specific id present, one statement per level and each row written at most once.
// Idempotent: it touches only rows whose parents differ.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../lib/db/client.ts';

/** The path above each level, as (own id, mandal, constituency, district, state) columns. */
const PATHS: { level: SQL; own: SQL; path: SQL; set: SQL; differs: SQL }[] = [
  {
    level: sql`videos.village_id`,
    own: sql`p.village_id`,
    path: sql`select vi.id as village_id, m.id as mandal_id, c.id as constituency_id, d.id as district_id, d.state_id
      from villages vi join mandals m on m.id = vi.mandal_id join constituencies c on c.id = m.constituency_id
      join districts d on d.id = c.district_id`,
    set: sql`mandal_id = p.mandal_id, constituency_id = p.constituency_id, district_id = p.district_id, state_id = p.state_id`,
    differs: sql`(videos.mandal_id, videos.constituency_id, videos.district_id, videos.state_id)
      is distinct from (p.mandal_id, p.constituency_id, p.district_id, p.state_id)`,
  },
  {
    level: sql`videos.village_id is null and videos.mandal_id`,
    own: sql`p.mandal_id`,
    path: sql`select m.id as mandal_id, c.id as constituency_id, d.id as district_id, d.state_id
      from mandals m join constituencies c on c.id = m.constituency_id join districts d on d.id = c.district_id`,
    set: sql`constituency_id = p.constituency_id, district_id = p.district_id, state_id = p.state_id`,
    differs: sql`(videos.constituency_id, videos.district_id, videos.state_id)
      is distinct from (p.constituency_id, p.district_id, p.state_id)`,
  },
  {
    level: sql`videos.village_id is null and videos.mandal_id is null and videos.constituency_id`,
    own: sql`p.constituency_id`,
    path: sql`select c.id as constituency_id, d.id as district_id, d.state_id
      from constituencies c join districts d on d.id = c.district_id`,
    set: sql`district_id = p.district_id, state_id = p.state_id`,
    differs: sql`(videos.district_id, videos.state_id) is distinct from (p.district_id, p.state_id)`,
  },
  {
    level: sql`videos.village_id is null and videos.mandal_id is null and videos.constituency_id is null and videos.district_id`,
    own: sql`p.district_id`,
    path: sql`select d.id as district_id, d.state_id from districts d`,
    set: sql`state_id = p.state_id`,
    differs: sql`videos.state_id is distinct from p.state_id`,
  },
];

/** Returns how many rows it changed. */
export async function fillVideoRegionParents(db: Database): Promise<number> {
  let changed = 0;
  for (const { level, own, path, set, differs } of PATHS) {
    const result = (await db.execute(
      sql`update videos set ${set} from (${path}) p where ${level} = ${own} and ${differs}`,
    )) as { rowCount?: number | null; affectedRows?: number };
    // node-postgres reports rowCount, PGlite affectedRows.
    changed += result.rowCount ?? result.affectedRows ?? 0;
  }
  return changed;
}
