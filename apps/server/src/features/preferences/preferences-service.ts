// The viewer's player choices (issue 18): one row per user, created on the first change.
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_VIEWER_PREFERENCES, type UpdatePreferencesBody, type ViewerPreferences } from '@ott/contract';
import type { Database as Db } from '../../lib/db/client.ts';
import { viewerPreferences } from '../../lib/db/schema.ts';

type Row = typeof viewerPreferences.$inferSelect;

const QUALITY = new Set<string>(['auto', 'data_saver', 'high']);

function toDto(row: Row | undefined): ViewerPreferences {
  if (!row) return { ...DEFAULT_VIEWER_PREFERENCES };
  return {
    audio_language: row.audioLanguage,
    subtitle_language: row.subtitleLanguage,
    quality: row.quality && QUALITY.has(row.quality) ? (row.quality as ViewerPreferences['quality']) : null,
    autoplay_next: row.autoplayNext,
  };
}

export async function getPreferences(db: Db, userId: number): Promise<ViewerPreferences> {
  const [row] = await db.select().from(viewerPreferences).where(eq(viewerPreferences.userId, userId)).limit(1);
  return toDto(row);
}

/** Applies the fields present in `change` (one upsert: concurrent changes of different fields both stay). */
export async function updatePreferences(db: Db, userId: number, change: UpdatePreferencesBody): Promise<ViewerPreferences> {
  const set: Partial<typeof viewerPreferences.$inferInsert> = {};
  if (change.audio_language !== undefined) set.audioLanguage = change.audio_language;
  if (change.subtitle_language !== undefined) set.subtitleLanguage = change.subtitle_language;
  if (change.quality !== undefined) set.quality = change.quality;
  if (change.autoplay_next !== undefined) set.autoplayNext = change.autoplay_next;
  const [row] = await db
    .insert(viewerPreferences)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: viewerPreferences.userId, set: { ...set, updatedAt: sql`now()` } })
    .returning();
  return toDto(row);
}
