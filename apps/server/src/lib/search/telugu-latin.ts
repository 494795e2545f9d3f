// Telugu script → Latin letters, as Telugu speakers type their own words in English letters
// (docs/decisions.md 'Search'): ā 'aa', ī 'ee', ū 'oo', ē/ō plain 'e'/'o' (English spelling seldom
// marks them), aspirates with 'h' (థ 'th', ఖ 'kh'), retroflex like dental (ట/త 't', ణ/న 'n'),
// శ/ష 'sh', చ 'ch', ఋ 'ri' (కృష్ణ 'krishna'), జ్ఞ 'gn', anusvara 'n' before a stop of its own
// class and 'm' elsewhere (తెలంగాణ 'telangaana', సంబరం 'sambaram'), Telugu digits as 0-9. The
// result is lower-case; every other character passes through. Pure and total.

const VOWELS: Record<string, string> = {
  'అ': 'a', 'ఆ': 'aa', 'ఇ': 'i', 'ఈ': 'ee', 'ఉ': 'u', 'ఊ': 'oo', 'ఋ': 'ri', 'ౠ': 'ri', 'ఌ': 'li', 'ౡ': 'li',
  'ఎ': 'e', 'ఏ': 'e', 'ఐ': 'ai', 'ఒ': 'o', 'ఓ': 'o', 'ఔ': 'au',
};

/** Dependent vowel signs (matras): replace the consonant's inherent 'a'. */
const SIGNS: Record<string, string> = {
  'ా': 'aa', 'ి': 'i', 'ీ': 'ee', 'ు': 'u', 'ూ': 'oo', 'ృ': 'ri', 'ౄ': 'ri', 'ౢ': 'li', 'ౣ': 'li',
  'ె': 'e', 'ే': 'e', 'ై': 'ai', 'ొ': 'o', 'ో': 'o', 'ౌ': 'au',
};

const CONSONANTS: Record<string, string> = {
  'క': 'k', 'ఖ': 'kh', 'గ': 'g', 'ఘ': 'gh', 'ఙ': 'n',
  'చ': 'ch', 'ఛ': 'chh', 'జ': 'j', 'ఝ': 'jh', 'ఞ': 'n',
  'ట': 't', 'ఠ': 'th', 'డ': 'd', 'ఢ': 'dh', 'ణ': 'n',
  'త': 't', 'థ': 'th', 'ద': 'd', 'ధ': 'dh', 'న': 'n',
  'ప': 'p', 'ఫ': 'ph', 'బ': 'b', 'భ': 'bh', 'మ': 'm',
  'య': 'y', 'ర': 'r', 'ఱ': 'r', 'ల': 'l', 'ళ': 'l', 'ఴ': 'l', 'వ': 'v',
  'శ': 'sh', 'ష': 'sh', 'స': 's', 'హ': 'h', 'ౘ': 'ts', 'ౙ': 'dz', 'ౚ': 'r',
};

const VIRAMA = '్';
const ANUSVARA = 'ం';
const VISARGA = 'ః';
/** Signs with no sound of their own in Latin spelling: candrabindu, half-anusvara, avagraha, nukta, length marks. */
const SILENT = new Set(['ఁ', 'ౝ', 'ఽ', '఼', 'ౕ', 'ౖ', '\u200c', '\u200d']);

/** Anusvara before a stop or nasal of the velar, palatal, retroflex or dental class sounds 'n'. */
const N_BEFORE = new Set([...'కఖగఘఙచఛజఝఞటఠడఢణతథదధన']);

const TELUGU = /[\u0C00-\u0C7F]/;
const TELUGU_DIGIT_ZERO = 0x0c66;

export function teluguToLatin(text: string): string {
  const input = text.normalize('NFC');
  if (!TELUGU.test(input)) return input.toLowerCase();
  const chars = [...input];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] ?? '';
    const next = chars[i + 1];
    const consonant = CONSONANTS[ch];
    if (consonant !== undefined) {
      // జ్ఞ is said and spelt 'gn' (విజ్ఞానం 'vignaanam').
      out += ch === 'జ' && next === VIRAMA && chars[i + 2] === 'ఞ' ? 'g' : consonant;
      if (next === VIRAMA) i += 1;
      else if (next !== undefined && SIGNS[next] !== undefined) {
        out += SIGNS[next];
        i += 1;
      } else out += 'a';
      continue;
    }
    const vowel = VOWELS[ch] ?? SIGNS[ch];
    if (vowel !== undefined) out += vowel;
    else if (ch === ANUSVARA) out += next !== undefined && N_BEFORE.has(next) ? 'n' : 'm';
    else if (ch === VISARGA) out += 'h';
    else if (ch === VIRAMA || SILENT.has(ch)) continue;
    else {
      const code = ch.codePointAt(0) ?? 0;
      out += code >= TELUGU_DIGIT_ZERO && code <= TELUGU_DIGIT_ZERO + 9 ? String(code - TELUGU_DIGIT_ZERO) : ch;
    }
  }
  return out.toLowerCase();
}
