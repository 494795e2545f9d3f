// Suggestions while typing (SPEC 2.14): earlier searches containing the text, then titles from the
// current results. Picking a recent search runs it; picking a title opens that movie.
export type Suggestion =
  | { kind: 'recent'; key: string; label: string }
  | { kind: 'title'; key: string; label: string; videoId: number };

const MAX_RECENT = 3;
const MAX_TOTAL = 6;

export function buildSuggestions(
  typed: string,
  recent: readonly string[],
  results: readonly { id: number; title: string }[],
): Suggestion[] {
  const needle = typed.trim().toLowerCase();
  if (!needle) return [];
  const fromRecent: Suggestion[] = recent
    .filter((item) => item.toLowerCase() !== needle && item.toLowerCase().includes(needle))
    .slice(0, MAX_RECENT)
    .map((item) => ({ kind: 'recent', key: `recent:${item}`, label: item }));
  const seen = new Set<string>();
  const fromTitles: Suggestion[] = [];
  for (const video of results) {
    const label = video.title.trim();
    if (!label || seen.has(label.toLowerCase())) continue;
    seen.add(label.toLowerCase());
    fromTitles.push({ kind: 'title', key: `title:${video.id}`, label, videoId: video.id });
  }
  return [...fromRecent, ...fromTitles].slice(0, MAX_TOTAL);
}
