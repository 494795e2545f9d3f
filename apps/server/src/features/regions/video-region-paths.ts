// A video tagged at a region level belongs to every level above it (a village video is also its
// mandal's, constituency's, district's and state's), which is what lets GET
// /api/regional-videos/by_location/ filter on one indexed column per level. The seed tags all five
// levels; this start-up pass restores the rule for rows written otherwise, deriving each parent
// from the most specific id present. Idempotent: it touches only rows whose parent differs.
import { sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/client.ts';

const STEPS = [
  sql`update videos set mandal_id = p.mandal_id from villages p
      where videos.village_id = p.id and videos.mandal_id is distinct from p.mandal_id`,
  sql`update videos set constituency_id = p.constituency_id from mandals p
      where videos.mandal_id = p.id and videos.constituency_id is distinct from p.constituency_id`,
  sql`update videos set district_id = p.district_id from constituencies p
      where videos.constituency_id = p.id and videos.district_id is distinct from p.district_id`,
  sql`update videos set state_id = p.state_id from districts p
      where videos.district_id = p.id and videos.state_id is distinct from p.state_id`,
];

/** Returns how many rows it changed, over all levels. */
export async function fillVideoRegionParents(db: Database): Promise<number> {
  let changed = 0;
  for (const step of STEPS) {
    // node-postgres reports rowCount, PGlite affectedRows.
    const result = (await db.execute(step)) as { rowCount?: number | null; affectedRows?: number };
    changed += result.rowCount ?? result.affectedRows ?? 0;
  }
  return changed;
}
