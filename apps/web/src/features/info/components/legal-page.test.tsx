import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import i18n from '@/app/i18n.ts';
import { renderInfo } from '../testing/render-info.tsx';
import { Component as CookiePolicy } from '../routes/cookie-policy-route.tsx';
import { Component as PrivacyPolicy } from '../routes/privacy-policy-route.tsx';
import { Component as TermsOfService } from '../routes/terms-of-service-route.tsx';

const todayIn = (locale: string) => new Date().toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric' });

describe('legal pages (SPEC 2.21)', () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('shows the Privacy Policy with today as its last update', () => {
    renderInfo(<PrivacyPolicy />, '/privacy-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByText(`Last updated: ${todayIn('en-IN')}`)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'What we collect' })).toBeTruthy();
    expect(screen.getByText('For privacy questions or requests, write to privacy@telugutv.in.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@telugutv.in' }).getAttribute('href')).toBe('mailto:support@telugutv.in');
  });

  it('links the other two documents and marks the current one', () => {
    renderInfo(<TermsOfService />, '/terms-of-service');
    const others = within(screen.getByRole('navigation', { name: 'Other legal documents' }));
    expect(others.getByRole('link', { name: 'Terms of Service' }).getAttribute('aria-current')).toBe('page');
    expect(others.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(others.getByRole('link', { name: 'Cookie Policy' }).getAttribute('href')).toBe('/cookie-policy');
    const contents = within(screen.getByRole('navigation', { name: 'On this page' }));
    expect(contents.getByRole('link', { name: '1. Who we are' }).getAttribute('href')).toBe('#section-1');
  });

  it('names the cookies the app really sets', () => {
    renderInfo(<CookiePolicy />, '/cookie-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeTruthy();
    expect(screen.getByText(/sessionid/)).toBeTruthy();
    expect(screen.getByText(/csrftoken/)).toBeTruthy();
  });

  it('reads in Telugu with the date in Telugu', async () => {
    await i18n.changeLanguage('te');
    renderInfo(<CookiePolicy />, '/cookie-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'కుకీ విధానం' })).toBeTruthy();
    expect(screen.getByText(`చివరిగా నవీకరించబడింది: ${todayIn('te-IN')}`)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '1. కుకీలు అంటే ఏమిటి' })).toBeTruthy();
  });
});
