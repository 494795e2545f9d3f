import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import i18n from '@/app/i18n.ts';
import { renderInRouter, resetShellState } from '../testing/render.tsx';
import { Footer } from './footer.tsx';

describe('Footer (SPEC 2.4)', () => {
  beforeEach(resetShellState);
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('has the four link lists with working plans and legal links, and the support contact', () => {
    renderInRouter(<Footer />);
    for (const name of ['Help Center', 'Company', 'Legal', 'Explore']) expect(screen.getByRole('navigation', { name })).toBeTruthy();
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Subscription Plans')).toBe('/plans');
    expect(href('Terms of Service')).toBe('/terms-of-service');
    expect(href('Privacy Policy')).toBe('/privacy-policy');
    expect(href('Cookie Policy')).toBe('/cookie-policy');
    expect(href('Devices')).toBe('/profile#devices');
    expect(href('Email support: support@telugutv.in')).toBe('mailto:support@telugutv.in');
    expect(href('Call support: +91 40 4000 1234')).toBe('tel:+914040001234');
    expect(within(screen.getByRole('list', { name: 'Follow us' })).getAllByRole('link')).toHaveLength(4);
  });

  it('switches to Telugu and remembers the choice', () => {
    renderInRouter(<Footer />);
    fireEvent.click(screen.getByRole('button', { name: 'తెలుగు' }));
    expect(i18n.language).toBe('te');
    expect(localStorage.getItem('i18nextLng')).toBe('te');
    expect(screen.getByRole('navigation', { name: 'చట్టపరమైనవి' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'తెలుగు' }).getAttribute('aria-pressed')).toBe('true');
  });
});
