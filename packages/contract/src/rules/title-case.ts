// SPEC 5 'Title casing'.

/** Words always written in upper case. */
const UPPER_CASE_WORDS: ReadonlySet<string> = new Set([
  'HD',
  'UHD',
  '4K',
  'TV',
  'II',
  'III',
  'IV',
  'SPY',
]);

/** Small words kept in lower case unless they start the text. */
const SMALL_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'and',
  'but',
  'or',
  'for',
  'nor',
  'in',
  'to',
  'on',
  'at',
  'by',
  'of',
]);

/** Splits a word into leading punctuation, its core and trailing punctuation. */
const WORD_PARTS = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/su;

function caseCore(core: string, isFirstWord: boolean): string {
  const upper = core.toUpperCase();
  if (UPPER_CASE_WORDS.has(upper)) return upper;
  const lower = core.toLowerCase();
  if (!isFirstWord && SMALL_WORDS.has(lower)) return lower;
  const [first = '', ...rest] = Array.from(lower);
  return first.toUpperCase() + rest.join('');
}

/**
 * Title-cases text: each word capitalised, the SPEC's acronyms upper-cased and small words
 * lower-cased except the first word. Whitespace and surrounding punctuation are preserved.
 * Example: 'the lord of the rings in 4k hd' -> 'The Lord of the Rings in 4K HD'.
 */
export function toTitleCase(text: string | null | undefined): string {
  if (typeof text !== 'string') return '';
  let seenWord = false;
  return text
    .split(/(\s+)/)
    .map((token) => {
      if (token === '' || /^\s+$/.test(token)) return token;
      const match = WORD_PARTS.exec(token);
      const lead = match?.[1] ?? '';
      const core = match?.[2] ?? '';
      const trail = match?.[3] ?? '';
      if (core === '') return token;
      const cased = caseCore(core, !seenWord);
      seenWord = true;
      return lead + cased + trail;
    })
    .join('');
}
