import { describe, expect, it } from 'vitest';
import { paymentsStrings } from './i18n.ts';

describe('payments strings', () => {
  it('has a Telugu string for every English one', () => {
    expect(Object.keys(paymentsStrings.te).sort()).toEqual(Object.keys(paymentsStrings.en).sort());
    for (const value of Object.values(paymentsStrings.te)) expect(value.trim()).not.toBe('');
  });

  it('keeps the placeholders of the English strings', () => {
    const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const [key, en] of Object.entries(paymentsStrings.en)) {
      expect(placeholders(paymentsStrings.te[key as keyof typeof paymentsStrings.te]), key).toEqual(placeholders(en));
    }
  });
});
