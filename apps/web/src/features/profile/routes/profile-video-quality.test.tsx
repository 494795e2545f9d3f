// Issue 18.8: Account Settings' Video Quality is the player's quality setting: it shows the
// viewer's choice (the server's copy once it arrives), else what this connection starts on, and a
// change is kept here and PATCHed to the server.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { API, DEFAULT_VIEWER_PREFERENCES, type ViewerPreferences } from '@ott/contract';
import { toServerChange, updatePreferences } from '@/api/preferences/preferences.ts';
import { readPlayerPreferences, setPreferencesSender, storePlayerPreferences } from '@/lib/player-preferences.ts';
import { stubApi } from '@/testing/api-stub.ts';
import { makeUser, profileResponse } from '@/testing/fixtures.ts';
import { setSignedIn } from '@/testing/session.ts';
import { makeDevice, renderProfile } from '../testing/render-profile.tsx';

function mockProfile(preferences: ViewerPreferences = DEFAULT_VIEWER_PREFERENCES) {
  return stubApi({
    'GET /users/profile/': () => ({ body: profileResponse(makeUser()) }),
    'GET /users/check-subscription-status/': () => ({ body: { status: 'success', is_subscribed: false, subscription: null } }),
    'GET /users/devices-info/': () => ({ body: { status: 'success', devices: [makeDevice()], message: 'ok' } }),
    'GET /users/referral-info/': () => ({ body: { status: 'success', referral_code: 'RAVI42', qr_code_url: '/users/referral-qr/', invite_url: 'http://app.test/login?ref=RAVI42', total_referrals: 0, referred_users: [], message: 'ok' } }),
    [`GET ${API.preferences}`]: () => ({ body: { status: 'success', preferences } }),
    [`PATCH ${API.preferences}`]: (call) => ({ body: { status: 'success', preferences: { ...preferences, ...(call.body as object) } } }),
  });
}

const select = async () => (await screen.findByLabelText('Video Quality', {}, { timeout: 10_000 })) as HTMLSelectElement;

describe('Video Quality in Account Settings', () => {
  beforeEach(() => {
    setSignedIn(makeUser());
    // What the shell's usePreferencesSync does while a viewer is signed in.
    setPreferencesSender((change) => void updatePreferences(toServerChange(change)));
  });
  afterEach(() => {
    cleanup();
    setPreferencesSender(null);
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('offers Auto, Data saver and High, starting on Auto on a fast or unknown network', async () => {
    mockProfile();
    renderProfile();
    const field = await select();
    expect([...field.options].map((o) => o.textContent)).toEqual(['Auto', 'Data saver', 'High']);
    expect(field.value).toBe('auto');
  });

  it('starts on Data saver on a cellular connection the viewer never chose for', async () => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { connection: { type: 'cellular', effectiveType: '4g' } }));
    mockProfile();
    renderProfile();
    expect((await select()).value).toBe('data_saver');
  });

  it('shows the server’s choice and saves a new one here and on the server', async () => {
    const api = mockProfile({ ...DEFAULT_VIEWER_PREFERENCES, quality: 'high' });
    renderProfile();
    const field = await select();
    await waitFor(() => expect(field.value).toBe('high'));
    fireEvent.change(field, { target: { value: 'data_saver' } });
    expect(field.value).toBe('data_saver');
    expect(readPlayerPreferences().quality).toBe('data_saver');
    await waitFor(() => expect(api.callsTo('PATCH', API.preferences)).toHaveLength(1));
    expect(api.callsTo('PATCH', API.preferences)[0]!.body).toEqual({ quality: 'data_saver' });
  });

  it('shows what this device remembers before the server answers', async () => {
    storePlayerPreferences({ quality: 'high' });
    mockProfile({ ...DEFAULT_VIEWER_PREFERENCES, quality: 'high' });
    renderProfile();
    expect((await select()).value).toBe('high');
  });
});
