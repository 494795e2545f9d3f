import { describe, expect, it } from 'vitest';
import { COMPANY } from '@/config/company.ts';
import { infoStrings } from './i18n.ts';
import { legalStrings } from './legal/legal-content.ts';

describe('info strings', () => {
  it('has a Telugu string for every English one', () => {
    expect(Object.keys(infoStrings.te).sort()).toEqual(Object.keys(infoStrings.en).sort());
    for (const [key, value] of Object.entries(infoStrings.te)) expect(value, key).not.toBe('');
  });

  it('keeps the same placeholders in both languages', () => {
    const placeholders = (s: string) => [...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const [key, english] of Object.entries(infoStrings.en)) {
      expect(placeholders(infoStrings.te[key as keyof typeof infoStrings.te]), key).toEqual(placeholders(english));
    }
  });

  it('has every legal document in both languages, section for section', () => {
    for (const doc of ['terms', 'privacy', 'cookies'] as const) {
      expect(legalStrings.te[doc]).toHaveLength(legalStrings.en[doc].length);
      expect(legalStrings.en[doc].length).toBeGreaterThan(3);
    }
  });

  it('gives the company contact from the one config, never a placeholder domain', () => {
    const all = JSON.stringify(legalStrings);
    expect(all).not.toMatch(/\.example/);
    expect(all).toContain(COMPANY.supportEmail);
    expect(all).toContain(COMPANY.privacyEmail);
  });
});
