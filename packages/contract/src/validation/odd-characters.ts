// Characters no request may carry (issue 16.4): PostgreSQL's text cannot hold U+0000, so a NUL
// that reached a query answered 500. Every string the client sends (query, path, JSON or form
// fields, and the names of fields) is checked once, before any schema or handler sees it.

const NUL = '\u0000';

/** True when a string carries a character the database cannot store. */
export const hasNulCharacter = (text: string) => text.includes(NUL);

/**
 * Where the first string holding a NUL sits inside a value (as a zod-style path), or null when
 * there is none. A field whose name holds one is reported at its parent (the request itself at
 * the top), since the name cannot be shown back as a field. Walked with a stack of its own, not by
 * recursion: a JSON body of a few thousand nested arrays overflowed the call stack (a 500, found
 * by the security fuzz); each entry points at its parent, so the path is built once, when found.
 */
export function nulCharacterPath(value: unknown): PropertyKey[] | null {
  interface Entry {
    value: unknown;
    key?: PropertyKey;
    parent?: Entry;
    /** The field's name holds a NUL: report the parent. */
    badKey?: boolean;
  }
  const pathOf = (entry: Entry | undefined): PropertyKey[] => {
    const path: PropertyKey[] = [];
    for (let at = entry; at?.key !== undefined; at = at.parent) path.push(at.key);
    return path.reverse();
  };
  const pending: Entry[] = [{ value }];
  while (pending.length > 0) {
    const entry = pending.pop()!;
    if (entry.badKey) return pathOf(entry.parent);
    const current = entry.value;
    if (typeof current === 'string') {
      if (hasNulCharacter(current)) return pathOf(entry);
      continue;
    }
    if (current === null || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    // Pushed last to first, so the first field is looked at first (depth first, in order).
    const children: [PropertyKey, unknown][] = Array.isArray(current) ? current.map((item, index) => [index, item]) : Object.entries(current);
    for (let i = children.length - 1; i >= 0; i -= 1) {
      const [key, item] = children[i]!;
      pending.push({ value: item, key, parent: entry, badKey: typeof key === 'string' && hasNulCharacter(key) });
    }
  }
  return null;
}
