// LIKE / ILIKE patterns from user text: `%`, `_` and `\` typed by a user are literal characters.
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Matches values containing `text`. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** Matches values starting with `text`. */
export const prefixPattern = (text: string) => `${escapeLike(text)}%`;
