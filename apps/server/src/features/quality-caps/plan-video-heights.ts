// Issue 18.2: the quality each plan promises (plans.max_video_height), read for a subscriber's
// catalogue answers. The few plan rows are kept for a short while per process: this is a cache,
// not state (another instance sees a console edit within PLAN_HEIGHTS_TTL_MS; this one at once,
// because the console's writes call forgetPlanVideoHeights).
import { DEFAULT_PAID_VIDEO_HEIGHT } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { plans } from '../../lib/db/schema.ts';

export const PLAN_HEIGHTS_TTL_MS = 15_000;

interface Memo {
  readonly at: number;
  readonly heights: Promise<ReadonlyMap<number, number>>;
}

const memos = new WeakMap<Database, Memo>();

function planHeights(db: Database, now: number): Promise<ReadonlyMap<number, number>> {
  const memo = memos.get(db);
  if (memo && now - memo.at < PLAN_HEIGHTS_TTL_MS) return memo.heights;
  const heights = db
    .select({ id: plans.id, maxVideoHeight: plans.maxVideoHeight })
    .from(plans)
    .then((rows) => new Map(rows.map((row) => [row.id, row.maxVideoHeight])));
  memos.set(db, { at: now, heights });
  // A failed read is not kept: the next request asks again.
  heights.catch(() => memos.get(db)?.heights === heights && memos.delete(db));
  return heights;
}

/** The tallest rendition the plan promises; HD for a subscriber without a known plan (an old grant). */
export async function planVideoHeight(db: Database, planId: number | null, now = Date.now()): Promise<number> {
  if (planId === null) return DEFAULT_PAID_VIDEO_HEIGHT;
  return (await planHeights(db, now)).get(planId) ?? DEFAULT_PAID_VIDEO_HEIGHT;
}

/** After a plan write: this process reads the plans again at the next request. */
export function forgetPlanVideoHeights(db: Database): void {
  memos.delete(db);
}
