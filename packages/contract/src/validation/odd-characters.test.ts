// Issue 16.4: where a NUL character sits in what a client sent, found once for every route.
import { describe, expect, it } from 'vitest';
import { hasNulCharacter, nulCharacterPath } from './odd-characters.ts';
import { INT4_MAX, wholeId } from '../schemas/common.ts';

describe('nulCharacterPath', () => {
  it.each([
    [{ title: 'a\u0000b' }, ['title']],
    [{ title: ['a', 'b\u0000'] }, ['title', 1]],
    [{ address: { line: 'x', city: '\u0000' } }, ['address', 'city']],
    [{ 'a\u0000b': '1' }, []],
    [{ nested: { 'k\u0000': 1 } }, ['nested']],
    ['\u0000', []],
  ])('finds %j at %j', (value, path) => {
    expect(nulCharacterPath(value)).toEqual(path);
  });

  it.each([[{ title: 'Ravi', n: 1, ok: true, none: null }], [Buffer.from('a\u0000b')], [[1, 2, 'x']], [undefined], ['ఆట 🎬 مرحبا']])(
    'finds nothing in %j',
    (value) => {
      expect(nulCharacterPath(value)).toBeNull();
    },
  );

  it('walks deeply nested input without overflowing the stack', () => {
    const depth = 200_000;
    expect(nulCharacterPath(JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`))).toHaveLength(depth);
    expect(nulCharacterPath(JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`))).toBeNull();
  });

  it('tells a string with a NUL', () => {
    expect(hasNulCharacter('a\u0000')).toBe(true);
    expect(hasNulCharacter('a\u0001')).toBe(false);
  });
});

describe('wholeId', () => {
  it('keeps ids within PostgreSQL’s integer, with one message', () => {
    expect(wholeId().parse(String(INT4_MAX))).toBe(INT4_MAX);
    for (const big of [INT4_MAX + 1, '99999999999999999999', 1e300]) {
      const issues = wholeId('Please select a valid location').safeParse(big).error?.issues ?? [];
      expect(issues.map((i) => i.message)).toEqual(['Please select a valid location']);
    }
    expect(wholeId().safeParse(0).success).toBe(false);
    expect(wholeId().safeParse(1.5).success).toBe(false);
  });
});
