// Data a server-painted page carries for the SPA's first render (issue 13): a non-empty JSON array
// in <script type="application/json" id=...> (GET / has the hero slides, GET /plans the plan list).
// Undefined when the page has none or it is not a non-empty array.
export function pageDataList<T>(id: string): T[] | undefined {
  const text = typeof document === 'undefined' ? null : document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) && list.length > 0 ? (list as T[]) : undefined;
  } catch {
    return undefined;
  }
}
