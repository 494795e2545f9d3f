// Issue 13: the web mirrors the viewer's language in a `lang` cookie (path /, one year, Lax) at
// start-up from the stored choice and on every change, so the server can paint /plans in it.
// Fails on the old code: nothing wrote the cookie, so a Telugu viewer's first paint was English.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageCookie } from './language-cookie.ts';

const langCookie = () => document.cookie.split('; ').find((c) => c.startsWith('lang='));

afterEach(() => {
  document.cookie = 'lang=; path=/; max-age=0';
  localStorage.clear();
});

describe('language cookie', () => {
  it('is the language for a year on the whole site, SameSite=Lax; anything else is English', () => {
    expect(languageCookie('te')).toBe('lang=te; path=/; max-age=31536000; SameSite=Lax');
    expect(languageCookie('en')).toBe('lang=en; path=/; max-age=31536000; SameSite=Lax');
    expect(languageCookie('fr')).toBe('lang=en; path=/; max-age=31536000; SameSite=Lax');
    expect(languageCookie(undefined)).toBe('lang=en; path=/; max-age=31536000; SameSite=Lax');
  });

  it('is written at start-up from the stored Telugu choice and again on every change', async () => {
    vi.resetModules();
    document.cookie = 'lang=; path=/; max-age=0';
    localStorage.setItem('i18nextLng', 'te');
    const { default: i18n } = await import('./i18n.ts');
    expect(langCookie()).toBe('lang=te');

    await i18n.changeLanguage('en');
    expect(langCookie()).toBe('lang=en');
    await i18n.changeLanguage('te');
    expect(langCookie()).toBe('lang=te');
    await i18n.changeLanguage('en');
  });

  it('is English at start-up for a viewer who never chose', async () => {
    vi.resetModules();
    await import('./i18n.ts');
    expect(langCookie()).toBe('lang=en');
  });
});
