import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Device, User } from '@ott/contract';
import { useSession } from '@/lib/session.ts';
import { stubApi, type Reply, type Routes } from '@/testing/api-stub.ts';
import { makeUser, profileResponse } from '@/testing/fixtures.ts';
import { currentLocation } from '@/testing/render.tsx';
import { setSignedIn } from '@/testing/session.ts';
import { makeDevice, renderProfile } from '../testing/render-profile.tsx';

const DAY = 86_400_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

function mockProfile({
  user = makeUser(),
  subscription = { body: { status: 'success', is_subscribed: false, subscription: null } } as Reply,
  devices = [makeDevice()] as Device[],
  extra = {} as Routes,
} = {}) {
  return stubApi({
    'GET /users/profile/': () => ({ body: profileResponse(user) }),
    'GET /users/check-subscription-status/': () => subscription,
    'GET /users/devices-info/': () => ({ body: { status: 'success', devices, message: 'ok' } }),
    'GET /users/referral-info/': () => ({ body: referralInfo }),
    ...extra,
  });
}

const referralInfo = {
  status: 'success',
  referral_code: 'RAVI42',
  qr_code_url: '/users/referral-qr/',
  invite_url: 'http://app.test/login?ref=RAVI42',
  total_referrals: 0,
  referred_users: [],
  message: 'ok',
};

const subscribed = (end: string, isSubscribed = true): Reply => ({
  body: {
    status: 'success',
    is_subscribed: isSubscribed,
    subscription: { plan_id: 3, plan_name: 'Premium Plan', subscription_type: 'premium', start_date: iso(-10 * DAY), end_date: end, is_active: isSubscribed, days_remaining: 0 },
  },
});

const membership = async () => screen.findByRole('region', { name: 'Membership Details' });
const devicesSection = async () => screen.findByRole('region', { name: 'Device Management' });

describe('profile (SPEC 2.15, 8 Profile/devices)', () => {
  let user: User;
  beforeEach(() => {
    user = makeUser();
    setSignedIn(user);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    localStorage.clear();
  });

  it('shows initials, name, Edit Profile, settings, the referral card and the My List and Continue Watching sections', async () => {
    mockProfile();
    renderProfile();
    expect(await screen.findByRole('img', { name: 'Profile initials RK' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Ravi Kumar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe('/profile/update');
    expect(screen.getByText('WiFi Only')).toBeTruthy();
    expect(screen.getByRole('link', { name: /My List/ }).getAttribute('href')).toBe('/watchlist');
    const referral = await screen.findByRole('region', { name: 'Invite Friends' });
    expect(await within(referral).findByText('RAVI42')).toBeTruthy();
    expect(within(referral).getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe('/referral/details');
    expect(screen.getByRole('region', { name: 'My List' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Continue Watching' })).toBeTruthy();
  });

  it('shows the first two phone digits and the phone when there is no name', async () => {
    mockProfile({ user: makeUser({ first_name: null, last_name: null }) });
    renderProfile();
    expect(await screen.findByRole('img', { name: 'Profile initials 98' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '9876543210' })).toBeTruthy();
  });

  it('shows an active membership with days remaining rounded up and no Subscribe Now', async () => {
    mockProfile({ subscription: subscribed(iso(2.5 * DAY)) });
    renderProfile();
    const card = await membership();
    expect(await within(card).findByText('Premium Plan')).toBeTruthy();
    expect(within(card).getByText('Active')).toBeTruthy();
    expect(within(card).getByText('3 days')).toBeTruthy();
    expect(within(card).queryByRole('link', { name: /Subscribe Now|Renew/ })).toBeNull();
  });

  it('shows an expired membership with 0 days and a way to renew', async () => {
    mockProfile({ subscription: subscribed(iso(-DAY), false) });
    renderProfile();
    const card = await membership();
    expect(await within(card).findByText('Expired')).toBeTruthy();
    expect(within(card).getByText('0 days')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Renew Plan' }).getAttribute('href')).toBe('/plans');
  });

  it('offers Subscribe Now to a user who never subscribed', async () => {
    mockProfile();
    renderProfile();
    const card = await membership();
    expect((await within(card).findByRole('link', { name: 'Subscribe Now' })).getAttribute('href')).toBe('/plans');
  });

  it('offers deactivation only for active devices when more than one is listed, then reloads', async () => {
    let devices = [makeDevice(), makeDevice({ id: 2, device_name: 'Pixel 8', device_type: 'mobile', is_current: false }), makeDevice({ id: 3, device_name: 'Old TV', device_type: 'tv', is_active: false, is_current: false })];
    const { calls } = stubApi({
      'GET /users/profile/': () => ({ body: profileResponse(user) }),
      'GET /users/check-subscription-status/': () => ({ body: { status: 'success', is_subscribed: false, subscription: null } }),
      'GET /users/devices-info/': () => ({ body: { status: 'success', devices, message: 'ok' } }),
      'POST /users/deactivate-device/': () => {
        devices = devices.map((d) => (d.id === 2 ? { ...d, is_active: false } : d));
        return { body: { status: 'success', message: 'Device deactivated successfully' } };
      },
    });
    renderProfile();
    const section = await devicesSection();
    await within(section).findByText('Pixel 8');
    expect(within(section).getAllByRole('button', { name: /^Deactivate/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Deactivate Chrome on Linux',
      'Deactivate Pixel 8',
    ]);
    fireEvent.click(within(section).getByRole('button', { name: 'Deactivate Pixel 8' }));
    await waitFor(() => expect(within(section).queryByRole('button', { name: 'Deactivate Pixel 8' })).toBeNull());
    expect(calls.find((c) => c.path === '/users/deactivate-device/')?.body).toEqual({ device_id: 2, phone: '9876543210' });
    expect(calls.filter((c) => c.path === '/users/devices-info/').length).toBe(2);
  });

  it('offers no deactivation for a single device, and says so when none are listed', async () => {
    mockProfile();
    renderProfile();
    const section = await devicesSection();
    await within(section).findByText('Chrome on Linux');
    expect(within(section).queryByRole('button', { name: /^Deactivate/ })).toBeNull();
    cleanup();
    mockProfile({ devices: [] });
    renderProfile();
    expect(await within(await devicesSection()).findByText('No devices found')).toBeTruthy();
  });

  it('reports device load and deactivation failures', async () => {
    mockProfile({
      devices: [makeDevice(), makeDevice({ id: 2, device_name: 'Pixel 8', is_current: false })],
      extra: { 'POST /users/deactivate-device/': () => ({ status: 500, body: null }) },
    });
    renderProfile();
    const section = await devicesSection();
    fireEvent.click(await within(section).findByRole('button', { name: 'Deactivate Pixel 8' }));
    expect(await screen.findByText('Failed to deactivate device. Please try again.')).toBeTruthy();
    cleanup();
    mockProfile({ extra: { 'GET /users/devices-info/': () => ({ status: 500, body: null }) } });
    renderProfile();
    expect(await within(await devicesSection()).findByText('Failed to load devices. Please try again.')).toBeTruthy();
  });

  it('lists every signed-in session under Device Management, also those without a device (issue 16.7)', async () => {
    const session = { id: 4, name: 'Safari on iOS', device_type: 'mobile', ip_address: '49.205.x.x', created_at: iso(-DAY), last_seen_at: iso(0), current: false };
    mockProfile({ devices: [], extra: { 'GET /users/sessions/': () => ({ body: { status: 'success', sessions: [session] } }) } });
    renderProfile();
    const devices = await devicesSection();
    const sessions = await screen.findByRole('region', { name: 'Signed-in sessions' });
    expect(devices.compareDocumentPosition(sessions) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await within(devices).findByText('No devices found')).toBeTruthy();
    expect(await within(sessions).findByRole('button', { name: 'Sign out Safari on iOS' })).toBeTruthy();
  });

  it('edits the name in the modal: names required, phone read-only, 404 answered with the spec text', async () => {
    mockProfile();
    renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit name' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    const phone = within(dialog).getByLabelText('Phone Number') as HTMLInputElement;
    expect(phone.readOnly).toBe(true);
    expect(within(dialog).getByText('Phone number cannot be changed')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('First Name'), { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByText('First name is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('First Name'), { target: { value: 'Raju' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile. Please try again.')).toBeTruthy();
  });

  it('saves the name and closes the modal when the server accepts it', async () => {
    const { calls } = mockProfile({ extra: { 'POST /users/update-profile/': () => ({ body: { status: 'success', message: 'Profile updated successfully' } }) } });
    renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit name' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    fireEvent.change(within(dialog).getByLabelText('Last Name'), { target: { value: 'Teja' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeTruthy();
    expect(calls.find((c) => c.path === '/users/update-profile/')?.body).toEqual({ phone: '9876543210', first_name: 'Ravi', last_name: 'Teja' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Profile' })).toBeNull());
  });

  it('says the profile failed to load, with Try Again', async () => {
    mockProfile({ extra: { 'GET /users/profile/': () => ({ status: 500, body: null }) } });
    renderProfile();
    expect(await screen.findByText('Failed to load profile data. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('on a 403 says the session expired and logs out after 2 s', async () => {
    mockProfile({
      extra: {
        'GET /users/profile/': () => ({ status: 403, body: { status: 'error', message: 'Forbidden' } }),
        'POST /users/logout/': () => ({ body: { status: 'success', message: 'Logged out successfully' } }),
      },
    });
    renderProfile();
    expect(await screen.findByText('Session expired. Please login again.')).toBeTruthy();
    expect(useSession.getState().isAuthenticated).toBe(true);
    await waitFor(() => expect(useSession.getState().isAuthenticated).toBe(false), { timeout: 4000 });
    await waitFor(() => expect(currentLocation()).toBe('/login'));
  });
});
