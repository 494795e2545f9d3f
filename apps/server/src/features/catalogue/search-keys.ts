// videos.title_latin holds searchKey(title) (docs/decisions.md 'Search'). Every write path sets it
// with `titleSearchFields`; this start-up pass fills rows written without it (an operator's SQL,
// an older database) and recomputes every row once when the key scheme changes. Idempotent: it
// writes only rows whose key differs, in batches by id, and records the scheme version it applied.
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/client.ts';
import { siteSettings, videos } from '../../lib/db/schema.ts';
import { searchKey } from '../../lib/search/search-key.ts';

/** Bump when search-key.ts or telugu-latin.ts changes what they produce. */
export const SEARCH_KEY_VERSION = 1;
export const SEARCH_KEY_VERSION_KEY = 'search_key_version';
const BATCH = 1000;

/** The columns a video insert or title update sets alongside its title. */
export const titleSearchFields = (title: string) => ({ titleLatin: searchKey(title) });

/** Returns how many rows it changed. */
export async function backfillTitleSearchKeys(db: Database): Promise<number> {
  const [marker] = await db.select().from(siteSettings).where(eq(siteSettings.key, SEARCH_KEY_VERSION_KEY));
  const everyRow = Number(marker?.value) !== SEARCH_KEY_VERSION;
  let changed = 0;
  for (let afterId = 0; ; ) {
    const rows = await db
      .select({ id: videos.id, title: videos.title, titleLatin: videos.titleLatin })
      .from(videos)
      .where(and(gt(videos.id, afterId), everyRow ? undefined : isNull(videos.titleLatin)))
      .orderBy(asc(videos.id))
      .limit(BATCH);
    const stale = rows
      .map((r) => ({ id: r.id, key: searchKey(r.title), old: r.titleLatin }))
      .filter((r) => r.key !== r.old);
    if (stale.length > 0) {
      const values = sql.join(
        stale.map((r) => sql`(${r.id}::integer, ${r.key}::text)`),
        sql`, `,
      );
      await db.execute(
        sql`update videos set title_latin = v.key from (values ${values}) as v(id, key) where videos.id = v.id`,
      );
      changed += stale.length;
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) break;
    afterId = last.id;
  }
  if (everyRow) {
    await db
      .insert(siteSettings)
      .values({ key: SEARCH_KEY_VERSION_KEY, value: SEARCH_KEY_VERSION })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: SEARCH_KEY_VERSION, updatedAt: new Date() } });
  }
  return changed;
}
