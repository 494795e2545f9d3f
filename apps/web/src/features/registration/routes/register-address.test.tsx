import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { freshSessionPerTest } from '@/testing/session.ts';
import { makeRegistrant, mockApi, renderRegister } from '../testing/render-register.tsx';
import { choose, chooseUpToConstituency, field, heading, type } from '../testing/form-helpers.ts';

const suggestion = (n: number, pincode = '531162') => ({
  place_id: `village:${n}`,
  description: `Place ${n}, Bheemunipatnam, Visakhapatnam, Andhra Pradesh`,
  address: `Place ${n}, Bheemunipatnam mandal, Visakhapatnam district, Andhra Pradesh ${pincode}`,
  pincode,
  state_id: 1,
  district_id: 11,
  constituency_id: 111,
  mandal: 'Bheemunipatnam',
  village: `Place ${n}`,
});
const answer = (...items: unknown[]) => ({ body: { status: 'success', data: items } });

describe('/register address suggestions (SPEC 2.7, 8, 9)', { timeout: 30_000 }, () => {
  freshSessionPerTest(makeRegistrant);

  it('choosing a village searches its address and takes a single suggestion by itself', async () => {
    const api = mockApi({ 'GET /api/address/suggestions/': () => answer(suggestion(1, '531163')) });
    renderRegister();
    await heading();
    await chooseUpToConstituency();
    await choose('Mandal', 'Bheemunipatnam');
    await choose('Village', 'Tagarapuvalasa');
    await waitFor(() => expect(field('Address').value).toBe('Place 1, Bheemunipatnam mandal, Visakhapatnam district, Andhra Pradesh 531163'));
    // The suggestion's pincode wins over the village's own.
    expect(field('Pincode').value).toBe('531163');
    const call = api.callsTo('GET', '/api/address/suggestions/')[0]!;
    expect(Object.fromEntries(call.query)).toEqual({
      query: 'Tagarapuvalasa',
      village_id: '11111',
      mandal_id: '1111',
      constituency_id: '111',
      district_id: '11',
      state_id: '1',
    });
    expect(screen.getByText('Address and pincode filled in from the suggestion.')).toBeTruthy();
  });

  it('several answers are offered, not chosen', async () => {
    mockApi({ 'GET /api/address/suggestions/': () => answer(suggestion(1), suggestion(2)) });
    renderRegister();
    await heading();
    await chooseUpToConstituency();
    await choose('Mandal', 'Bheemunipatnam');
    await choose('Village', 'Tagarapuvalasa');
    expect(await screen.findByRole('option', { name: /Place 2/ })).toBeTruthy();
    expect(field('Address').value).toBe('');
    expect(field('Address').getAttribute('aria-expanded')).toBe('true');
  });

  it('typed text is searched after a 300 ms pause and the list works from the keyboard', async () => {
    const api = mockApi({ 'GET /api/address/suggestions/': () => answer(suggestion(1), suggestion(2)) });
    renderRegister();
    await heading();
    const address = field('Address');
    type('Address', 'Pl');
    type('Address', 'Pla');
    type('Address', 'Plac');
    await new Promise((r) => setTimeout(r, 150));
    expect(api.callsTo('GET', '/api/address/suggestions/')).toHaveLength(0);
    await screen.findByRole('option', { name: /Place 1/ });
    expect(api.callsTo('GET', '/api/address/suggestions/').map((c) => c.query.get('query'))).toEqual(['Plac']);
    fireEvent.keyDown(address, { key: 'ArrowDown' });
    fireEvent.keyDown(address, { key: 'ArrowDown' });
    const second = screen.getByRole('option', { name: /Place 2/ });
    expect(address.getAttribute('aria-activedescendant')).toBe(second.id);
    expect(second.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(address, { key: 'Enter' });
    await waitFor(() => expect(address.value).toContain('Place 2, Bheemunipatnam mandal'));
    expect(field('Pincode').value).toBe('531162');
    expect(address.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes the list', async () => {
    mockApi({ 'GET /api/address/suggestions/': () => answer(suggestion(1), suggestion(2)) });
    renderRegister();
    await heading();
    type('Address', 'Place');
    await screen.findByRole('option', { name: /Place 1/ });
    fireEvent.keyDown(field('Address'), { key: 'Escape' });
    expect(screen.queryByRole('option', { name: /Place 1/ })).toBeNull();
  });

  it('says "Unable to fetch address suggestions. Please try again." when the search fails', async () => {
    mockApi({ 'GET /api/address/suggestions/': () => ({ status: 500, body: { status: 'error', message: 'boom' } }) });
    renderRegister();
    await heading();
    type('Address', 'Beach Road');
    expect(await screen.findByText('Unable to fetch address suggestions. Please try again.')).toBeTruthy();
  });
});
