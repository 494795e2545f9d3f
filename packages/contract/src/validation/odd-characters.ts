// Characters no request may carry (issue 16.4): PostgreSQL's text cannot hold U+0000, so a NUL
// that reached a query answered 500. Every string the client sends (query, path, JSON or form
// fields, and the names of fields) is checked once, before any schema or handler sees it.

const NUL = '\u0000';

/** True when a string carries a character the database cannot store. */
export const hasNulCharacter = (text: string) => text.includes(NUL);

/**
 * Where the first string holding a NUL sits inside a value (as a zod-style path), or null when
 * there is none. A field whose name holds one is reported at its parent (the request itself at
 * the top), since the name cannot be shown back as a field.
 */
export function nulCharacterPath(value: unknown, path: readonly PropertyKey[] = []): PropertyKey[] | null {
  if (typeof value === 'string') return hasNulCharacter(value) ? [...path] : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulCharacterPath(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (hasNulCharacter(key)) return [...path];
    const found = nulCharacterPath(item, [...path, key]);
    if (found) return found;
  }
  return null;
}
