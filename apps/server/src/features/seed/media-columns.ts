// Every column that holds a media URL or path (issue 14). What the server owns is stored relative
// to the media origin ('art/video-7/poster.jpg'); an operator's full URL stays as pasted. Migration
// 0009_relative_media_paths rewrote the '/media/...' form the seed wrote before; seed version 6
// (relativeMediaPaths below) rewrites values written under a non-default MEDIA_BASE_URL (a host).
// users.profile_picture is not here: profile pictures keep their own stored form.
import { sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/client.ts';

export const MEDIA_URL_COLUMNS = {
  videos: ['thumbnail_url', 'portrait_thumbnail_url', 'poster_url', 'hls_path', 'dash_path', 'promo_hls_path'],
  hero_slides: ['backdrop_url', 'promo_hls_path'],
  live_streams: ['live_url', 'thumbnail'],
  advertisements: ['video_file', 'banner_image'],
  categories: ['image'],
  states: ['image_url'],
  districts: ['image_url'],
  constituencies: ['image_url'],
  mandals: ['image_url'],
  villages: ['image_url'],
} as const satisfies Record<string, readonly string[]>;

/** Media fields of the popup document (site_settings 'popup', popupContent). */
export const POPUP_MEDIA_FIELDS = ['imageUrl', 'soundUrl'] as const;

/**
 * Rewrites stored values that start with `${mediaBaseUrl}/` to the path after it, in every media
 * column and the popup. A base without a host or path ('' for MEDIA_BASE_URL='/') cannot be told
 * apart from the site's own paths and is left alone.
 */
export async function relativeMediaPaths(db: Pick<Database, 'execute'>, mediaBaseUrl: string): Promise<void> {
  if (mediaBaseUrl === '') return;
  const prefix = `${mediaBaseUrl}/`;
  for (const [table, columns] of Object.entries(MEDIA_URL_COLUMNS)) {
    for (const name of columns) {
      const column = sql.identifier(name);
      await db.execute(
        sql`update ${sql.identifier(table)} set ${column} = substr(${column}, ${prefix.length + 1}) where left(${column}, ${prefix.length}) = ${prefix}`,
      );
    }
  }
  for (const field of POPUP_MEDIA_FIELDS) {
    const path = `{popupContent,${field}}`;
    await db.execute(
      sql`update site_settings set value = jsonb_set(value, ${path}::text[], to_jsonb(substr(value #>> ${path}::text[], ${prefix.length + 1})))
          where key = 'popup' and left(value #>> ${path}::text[], ${prefix.length}) = ${prefix}`,
    );
  }
}
