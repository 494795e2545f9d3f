import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import i18n from '@/app/i18n.ts';
import { renderInfo } from '../testing/render-info.tsx';
import { Component as ContactRoute } from './contact-route.tsx';

describe('/contact', () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('shows the support contact: email, phone, hours in IST and the Hyderabad office', () => {
    renderInfo(<ContactRoute />, '/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@telugutv.in' }).getAttribute('href')).toBe('mailto:support@telugutv.in');
    expect(screen.getByRole('link', { name: '+91 40 4000 1234' }).getAttribute('href')).toBe('tel:+914040001234');
    expect(screen.getByText('Monday to Saturday, 9:00 am to 9:00 pm IST')).toBeTruthy();
    expect(screen.getByText('Hyderabad, Telangana 500033')).toBeTruthy();
  });

  it('answers questions with the real plans and limits', () => {
    renderInfo(<ContactRoute />, '/contact');
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeTruthy();
    fireEvent.click(screen.getByText('What plans are there?'));
    expect(screen.getByText(/Plans run from a few days to a whole year/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the plans and prices' }).getAttribute('href')).toBe('/plans');
    expect(screen.getByText(/On up to 3 devices/)).toBeTruthy();
    expect(screen.getByText(/after 30 seconds/)).toBeTruthy();
  });

  it('is in Telugu when the reader chose Telugu', async () => {
    await i18n.changeLanguage('te');
    renderInfo(<ContactRoute />, '/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'మమ్మల్ని సంప్రదించండి' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'తరచుగా అడిగే ప్రశ్నలు' })).toBeTruthy();
  });
});
