import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { freshSessionPerTest } from '@/testing/session.ts';
import { makeRegistrant, mockApi, renderRegister } from '../testing/render-register.tsx';
import { choose, chooseUpToConstituency, field, heading, type } from '../testing/form-helpers.ts';

const optionNames = (label: string) => within(field(label)).getAllByRole('option').map((o) => o.textContent);

describe('/register region cascade (SPEC 2.7, SPEC 4)', { timeout: 30_000 }, () => {
  freshSessionPerTest(makeRegistrant);

  it('loads each level once the level above is chosen and clears every level below on change', async () => {
    const api = mockApi();
    renderRegister();
    await heading();
    expect(field('District').disabled).toBe(true);
    await chooseUpToConstituency();
    await choose('Mandal', 'Bheemunipatnam');
    await choose('Village', 'Tagarapuvalasa');
    expect(field('Pincode').value).toBe('531162');

    // A new district clears constituency, mandal and village, and loads its constituencies.
    await choose('District', 'Krishna');
    expect(field('Constituency').value).toBe('');
    await waitFor(() => expect(optionNames('Constituency')).toEqual(['Select constituency', 'Gudivada']));
    expect(api.callsTo('GET', '/api/frontend/constituencies/').map((c) => c.query.get('district_id'))).toEqual(['11', '12']);
    expect(field('Mandal').value).toBe('');
    expect(field('Mandal').disabled).toBe(true);
    expect(field('Village').disabled).toBe(true);

    // A new state clears all four levels below it.
    await choose('Constituency', 'Gudivada');
    await choose('State', 'Telangana');
    expect(field('District').value).toBe('');
    expect(field('Constituency').value).toBe('');
    expect(field('Constituency').disabled).toBe(true);
    await waitFor(() => expect(optionNames('District')).toEqual(['Select district', 'Hyderabad']));
  });

  it('a mandal changed clears the village', async () => {
    mockApi();
    renderRegister();
    await heading();
    await chooseUpToConstituency();
    await choose('Mandal', 'Bheemunipatnam');
    await choose('Village', 'Nerellavalasa');
    await choose('Mandal', 'Anandapuram');
    expect(field('Village').value).toBe('');
    await waitFor(() => expect(optionNames('Village')).toEqual(['Select village', 'Gambheeram']));
  });

  it('a typed mandal is matched with /mandals/search/ and then offers its village list', async () => {
    const api = mockApi();
    renderRegister();
    await heading();
    await chooseUpToConstituency();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Type instead' })).toBeTruthy());
    fireEvent.click(screen.getAllByRole('button', { name: 'Type instead' })[0]!);
    const mandal = field('Mandal');
    expect(mandal.getAttribute('role')).toBe('combobox');
    type('Mandal', 'bheem');
    const option = await screen.findByRole('option', { name: 'Bheemunipatnam' });
    const search = api.callsTo('GET', '/mandals/search/').at(-1)!;
    expect([search.query.get('name'), search.query.get('constituency_id')]).toEqual(['bheem', '111']);
    fireEvent.click(option);
    expect(field('Mandal').value).toBe('Bheemunipatnam');
    // The matched mandal has a village list again.
    await choose('Village', 'Tagarapuvalasa');
    expect(field('Pincode').value).toBe('531162');
  });

  it('an exact typed name counts as the listed mandal; the list comes back with "Choose from list"', async () => {
    mockApi();
    renderRegister();
    await heading();
    await chooseUpToConstituency();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Type instead' })).toBeTruthy());
    fireEvent.click(screen.getAllByRole('button', { name: 'Type instead' })[0]!);
    type('Mandal', '  anandapuram ');
    expect(await screen.findByLabelText('Matched to a listed name')).toBeTruthy();
    await waitFor(() => expect(optionNames('Village')).toEqual(['Select village', 'Gambheeram']));
    fireEvent.click(screen.getByRole('button', { name: 'Choose from list' }));
    expect(field('Mandal').tagName).toBe('SELECT');
    expect(field('Mandal').value).toBe('');
  });

  it('a village typed before the mandal was matched keeps its text; "Choose from list" brings the list', async () => {
    mockApi();
    renderRegister();
    await heading();
    await chooseUpToConstituency();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Type instead' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Type instead' }));
    type('Mandal', 'Anandapuram');
    type('Village', 'Gambheeram');
    expect(await screen.findByLabelText('Matched to a listed name')).toBeTruthy();
    expect(field('Village').tagName).toBe('INPUT');
    expect(field('Village').value).toBe('Gambheeram');
    const toggles = screen.getAllByRole('button', { name: 'Choose from list' });
    fireEvent.click(toggles[toggles.length - 1]!);
    await choose('Village', 'Gambheeram');
    expect(field('Pincode').value).toBe('531163');
  });

  it('types the village too, matched with /villages/search/ (and its pincode)', async () => {
    const api = mockApi();
    renderRegister();
    await heading();
    await chooseUpToConstituency();
    await choose('Mandal', 'Bheemunipatnam');
    await waitFor(() => expect(field('Village').disabled).toBe(false));
    const toggles = screen.getAllByRole('button', { name: 'Type instead' });
    fireEvent.click(toggles[toggles.length - 1]!);
    type('Village', 'nerel');
    fireEvent.click(await screen.findByRole('option', { name: 'Nerellavalasa' }));
    expect(api.callsTo('GET', '/villages/search/').at(-1)!.query.get('mandal_id')).toBe('1111');
    expect(field('Village').value).toBe('Nerellavalasa');
    expect(field('Pincode').value).toBe('531163');
  });

  it('a constituency without listed mandals asks for typed names', async () => {
    mockApi();
    renderRegister();
    await heading();
    await choose('State', 'Andhra Pradesh');
    await choose('District', 'Krishna');
    await choose('Constituency', 'Gudivada');
    expect(await screen.findByText('No mandals listed here yet. Type the name.')).toBeTruthy();
    expect(field('Mandal').tagName).toBe('INPUT');
    type('Mandal', 'Gudivada Rural');
    expect(field('Village').tagName).toBe('INPUT');
  });
});
