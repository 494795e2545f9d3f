// Search keys (docs/decisions.md 'Search'): a coarse phonetic spelling that a title and a query
// typed in English letters share, whatever the spelling habits behind them. The same folding runs
// on both sides: the stored key (videos.title_latin) and every query.
//   1. Telugu script → Latin letters (telugu-latin.ts); accents dropped (ā → a, ṭ → t).
//   2. Lower case; anything but letters and digits becomes one space.
//   3. 'ee' → 'i' and 'oo' → 'u' (the usual way to write ī and ū: Seetha, Pooja).
//   4. Aspirates and sibilants lose the 'h' (kh gh ch chh jh th dh ph bh → k g c c j t d p b,
//      sh → s), w → v, f → p, z → j, q → k, x → ks.
//   5. Runs of one letter become one (aa → a, mm → m, nn → n).
// So 'Prema Katha', 'preema katha' and 'ప్రేమ కథ' all become 'prema kata'. A query's 'ee' and
// 'oo' may also stand for a long e/o (Telugu ఏ, ఓ), so queries are tried both ways (variants).
import { teluguToLatin } from './telugu-latin.ts';

const FOLDS: readonly [RegExp, string][] = [
  [/ee/g, 'i'],
  [/oo/g, 'u'],
  [/chh|ch/g, 'c'],
  [/sh/g, 's'],
  [/([kgjtdpb])h/g, '$1'],
  [/w/g, 'v'],
  [/f/g, 'p'],
  [/z/g, 'j'],
  [/q/g, 'k'],
  [/x/g, 'ks'],
  [/([a-z])\1+/g, '$1'],
];

/** Steps 1-2: lower-case Latin letters and digits separated by single spaces. */
export function latinWords(text: string): string {
  return teluguToLatin(text)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const fold = (words: string) => FOLDS.reduce((s, [pattern, to]) => s.replace(pattern, to), words);

/** The stored key of a title (videos.title_latin); '' when nothing in it is a letter or digit. */
export function searchKey(text: string): string {
  return fold(latinWords(text));
}

/** How many 'ee'/'oo' of one query are tried both ways (2^3 = at most 8 keys). */
const MAX_AMBIGUOUS = 3;

/**
 * The keys a query may match: its searchKey first, then the readings where an 'ee' or 'oo' is a
 * long e or o ('preema' → 'prima', 'prema'). Empty when the query has no letter or digit.
 */
export function searchKeyVariants(query: string): string[] {
  const parts = latinWords(query).split(/(ee|oo)/);
  let variants = [''];
  parts.forEach((part, i) => {
    const ambiguous = i % 2 === 1 && (i - 1) / 2 < MAX_AMBIGUOUS;
    const readings = ambiguous ? (part === 'ee' ? ['ee', 'e'] : ['oo', 'o']) : [part];
    variants = variants.flatMap((v) => readings.map((r) => v + r));
  });
  return [...new Set(variants.map(fold))].filter((key) => key !== '');
}
