import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { User } from '@ott/contract';
import { useSession } from '@/lib/session.ts';
import { stubApi, type Routes } from '@/testing/api-stub.ts';
import { makeUser, profileResponse } from '@/testing/fixtures.ts';
import { currentLocation } from '@/testing/render.tsx';
import { setSignedIn } from '@/testing/session.ts';
import { renderProfileUpdate } from '../testing/render-profile.tsx';

const region = (id: number, name: string) => ({ id, name, image_url: null });

function mockRegions(user: User, extra: Routes = {}) {
  return stubApi({
    'GET /users/profile/': () => ({ body: profileResponse(user) }),
    'GET /api/frontend/states/': () => ({ body: { status: 'success', message: 'ok', data: [{ ...region(1, 'Telangana'), districts_count: 1 }, { ...region(5, 'Andhra Pradesh'), districts_count: 1 }] } }),
    'GET /api/frontend/districts/': () => ({ body: { status: 'success', data: [region(2, 'Warangal'), region(6, 'Guntur')] } }),
    'GET /api/frontend/constituencies/': () => ({ body: { status: 'success', data: [region(3, 'Hanamkonda')] } }),
    'POST /users/update-profile/': () => ({ body: { status: 'success', message: 'Profile updated successfully!', user: { ...user, first_name: 'Sita' } } }),
    ...extra,
  });
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const text = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('profile settings (SPEC 2.16, 5 Profile settings)', () => {
  let user: User;
  beforeEach(() => {
    user = makeUser({ state: null, district: null, constituency: null, address: null });
    setSignedIn(user);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    localStorage.clear();
  });

  it('requires first and last name and a valid email', async () => {
    mockRegions(user);
    renderProfileUpdate();
    fireEvent.change(await screen.findByRole('textbox', { name: 'First Name' }), { target: { value: ' ' } });
    fireEvent.change(text('Last Name'), { target: { value: '' } });
    fireEvent.change(text('Email (optional)'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('First name is required')).not.toHaveLength(0);
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(text('Phone Number').readOnly).toBe(true);
  });

  it('blocks saving an unverified referral code, typed upper-case', async () => {
    const { calls } = mockRegions(user);
    renderProfileUpdate();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Referral Code (optional)' }), { target: { value: 'abc12' } });
    expect(text('Referral Code (optional)').value).toBe('ABC12');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Please verify the referral code first')).not.toHaveLength(0);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('clears lower region levels when a level changes', async () => {
    mockRegions(user);
    renderProfileUpdate();
    await waitFor(() => expect(select('State').options.length).toBe(3));
    fireEvent.change(select('State'), { target: { value: '1' } });
    await waitFor(() => expect(select('District').options.length).toBe(3));
    fireEvent.change(select('District'), { target: { value: '2' } });
    await waitFor(() => expect(select('Constituency').options.length).toBe(2));
    fireEvent.change(select('Constituency'), { target: { value: '3' } });
    fireEvent.change(select('District'), { target: { value: '6' } });
    expect(select('Constituency').value).toBe('');
    fireEvent.change(select('State'), { target: { value: '5' } });
    expect(select('District').value).toBe('');
    expect(select('Constituency').value).toBe('');
  });

  it('shows the region failure message', async () => {
    mockRegions(user, { 'GET /api/frontend/states/': () => ({ status: 500, body: { status: 'error', message: 'boom' } }) });
    renderProfileUpdate();
    expect(await screen.findByText('Failed to load states, districts, constituencies or mandals. Please try again.')).toBeTruthy();
  });

  it('sends only non-empty changes (no phone change, year-01-01) and follows the redirect after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockRegions(user);
    renderProfileUpdate('/profile/update?redirect=%2Fplans%3Fplan%3D3&plan=3');
    await waitFor(() => expect(select('State').options.length).toBe(3));
    fireEvent.change(text('First Name'), { target: { value: 'Sita' } });
    fireEvent.change(select('Year of Birth'), { target: { value: '1990' } });
    fireEvent.change(select('State'), { target: { value: '1' } });
    await waitFor(() => expect(select('District').options.length).toBe(3));
    fireEvent.change(select('District'), { target: { value: '2' } });
    await waitFor(() => expect(select('Constituency').options.length).toBe(2));
    fireEvent.change(select('Constituency'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    // The phone only identifies the account (the session's own); it is never an edited value.
    expect(post?.body).toEqual({ phone: user.phone, first_name: 'Sita', last_name: 'Kumar', date_of_birth: '1990-01-01', state: '1', district: '2', constituency: '3' });
    expect(useSession.getState().user?.first_name).toBe('Sita');
    expect(currentLocation()).toBe('/profile/update?redirect=%2Fplans%3Fplan%3D3&plan=3');
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    await waitFor(() => expect(currentLocation()).toBe('/plans?plan=3'));
  });

  it('ignores an off-site redirect and falls back to /profile; server errors are shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let fail = true;
    mockRegions(user, {
      'POST /users/update-profile/': () =>
        fail ? { status: 400, body: { status: 'error', message: 'Please select a valid location' } } : { body: { status: 'success', message: 'ok', user } },
    });
    renderProfileUpdate('/profile/update?redirect=%2F%2Fevil.example');
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please select a valid location')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    await waitFor(() => expect(currentLocation()).toBe('/profile'));
  });
});
