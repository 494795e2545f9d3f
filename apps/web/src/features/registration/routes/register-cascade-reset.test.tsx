// Issue 12: a state switch leaves nothing of the old place behind (pincode and address suggestions
// included), and "Type instead" on Mandal makes Village typeable at once, with no early error.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { freshSessionPerTest } from '@/testing/session.ts';
import type { Reply } from '@/testing/api-stub.ts';
import { makeRegistrant, mockApi, renderRegister } from '../testing/render-register.tsx';
import { choose, chooseUpToConstituency, field, heading, type } from '../testing/form-helpers.ts';

const suggestion = (n: number) => ({
  place_id: `village:${n}`,
  description: `Place ${n}, Bheemunipatnam, Visakhapatnam, Andhra Pradesh`,
  address: `Place ${n}, Bheemunipatnam mandal, Andhra Pradesh 531162`,
  pincode: '531162',
  state_id: 1,
  district_id: 11,
  constituency_id: 111,
  mandal: 'Bheemunipatnam',
  village: `Place ${n}`,
});
const answer = (...items: unknown[]): Reply => ({ body: { status: 'success', data: items } });

describe('/register cascade clearing (SPEC 4, issue 12)', { timeout: 30_000 }, () => {
  freshSessionPerTest(makeRegistrant);

  it('switching Andhra Pradesh to Telangana clears every level below, the pincode and the address suggestions', async () => {
    mockApi({ 'GET /api/address/suggestions/': () => answer(suggestion(1), suggestion(2)) });
    renderRegister();
    await heading();
    await chooseUpToConstituency();
    await choose('Mandal', 'Bheemunipatnam');
    await choose('Village', 'Tagarapuvalasa');
    expect(field('Pincode').value).toBe('531162');
    expect(await screen.findByRole('option', { name: /Place 2/ })).toBeTruthy();
    type('Pincode', '522503');

    await choose('State', 'Telangana');
    expect(field('Pincode').value).toBe('');
    expect([field('District').value, field('Constituency').value, field('Mandal').value, field('Village').value]).toEqual(['', '', '', '']);
    expect(screen.queryByRole('option', { name: /Place 2/ })).toBeNull();
    expect(field('Address').getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'Hyderabad' })).toHaveLength(1));
  });

  it('an address a suggestion filled in for the old place goes with it; a typed one stays', async () => {
    mockApi({ 'GET /api/address/suggestions/': () => answer(suggestion(1)) });
    renderRegister();
    await heading();
    await chooseUpToConstituency();
    await choose('Mandal', 'Bheemunipatnam');
    await choose('Village', 'Tagarapuvalasa');
    await waitFor(() => expect(field('Address').value).toBe('Place 1, Bheemunipatnam mandal, Andhra Pradesh 531162'));
    await choose('State', 'Telangana');
    expect(field('Address').value).toBe('');
    expect(screen.queryByText('Address and pincode filled in from the suggestion.')).toBeNull();

    type('Address', '12-3 Lake Road');
    await choose('District', 'Hyderabad');
    expect(field('Address').value).toBe('12-3 Lake Road');
  });

  it('a late address answer for the old village does not fill the new state’s form', async () => {
    let release: () => void = () => {};
    mockApi({
      'GET /api/address/suggestions/': () => new Promise<Reply>((resolve) => (release = () => resolve(answer(suggestion(1))))),
    });
    renderRegister();
    await heading();
    await chooseUpToConstituency();
    await choose('Mandal', 'Bheemunipatnam');
    await choose('Village', 'Tagarapuvalasa');
    await choose('State', 'Telangana');
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(field('Address').value).toBe('');
    expect(field('Pincode').value).toBe('');
  });

  it('"Type instead" on Mandal makes Village a text field at once, typeable before the mandal, without an error', async () => {
    mockApi();
    renderRegister();
    await heading();
    await chooseUpToConstituency();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Type instead' })).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Type instead' }));
    expect(field('Mandal').tagName).toBe('INPUT');
    expect(field('Village').tagName).toBe('INPUT');
    expect(field('Village').disabled).toBe(false);
    expect(screen.queryByText('Village is required')).toBeNull();
    expect(screen.queryByText('Village name is required')).toBeNull();

    // Typed first, the village keeps its name while the mandal is typed after it.
    type('Village', 'Kapuluppada');
    type('Mandal', 'Madhurawada');
    expect(field('Village').value).toBe('Kapuluppada');
    expect(field('Mandal').value).toBe('Madhurawada');
  });
});
