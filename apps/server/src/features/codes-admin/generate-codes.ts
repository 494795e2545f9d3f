// Generated subscription codes (issue 17.4): CODE_RANDOM_LENGTH characters from an alphabet with
// no look-alikes, each drawn with crypto.randomInt (uniform, no modulo bias), after an optional
// prefix: 'DIWALI-7KQ2M9XHT4RB'. Nobody can guess one; a clash with an existing code is retried.
import { randomInt } from 'node:crypto';
import { CODE_ALPHABET, CODE_RANDOM_LENGTH } from '@ott/contract';

export function generateCode(prefix: string | null): string {
  let random = '';
  for (let i = 0; i < CODE_RANDOM_LENGTH; i += 1)
    random += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return prefix ? `${prefix}-${random}` : random;
}

/** `count` distinct new codes (distinct among themselves; the database decides against the rest). */
export function generateCodes(count: number, prefix: string | null): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(generateCode(prefix));
  return [...codes];
}
