// Issue 12: long names wrap or truncate instead of widening the page; inputs carry the contract's
// limits; a refused value is worded in the screen's language, never with the server's raw text.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FIELD_LIMITS, type User } from '@ott/contract';
import i18n from '@/app/i18n.ts';
import { stubApi } from '@/testing/api-stub.ts';
import { makeUser, profileResponse } from '@/testing/fixtures.ts';
import { setSignedIn } from '@/testing/session.ts';
import { renderProfile, renderProfileUpdate } from '../testing/render-profile.tsx';

const LONG_FIRST = 'A'.repeat(60);
const LONG_LAST = 'B'.repeat(60);

const tooLong = {
  status: 400,
  body: {
    status: 'error',
    message: 'First name must be at most 60 characters',
    errors: { first_name: ['First name must be at most 60 characters'] },
    problems: [{ field: 'first_name', rule: 'too_long', limit: 60 }],
  },
};

function mockProfile(user: User) {
  return stubApi({
    'GET /users/profile/': () => ({ body: profileResponse(user) }),
    'GET /users/devices-info/': () => ({ body: { status: 'success', devices: [], message: 'ok' } }),
    'GET /api/frontend/states/': () => ({ body: { status: 'success', message: 'ok', data: [] } }),
    'POST /users/update-profile/': () => tooLong,
  });
}

describe('profile limits', () => {
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('wraps a 60-character unbroken name on /profile and keeps the full name as its title', async () => {
    const user = makeUser({ first_name: LONG_FIRST, last_name: LONG_LAST });
    setSignedIn(user);
    mockProfile(user);
    renderProfile();
    const heading = await screen.findByRole('heading', { level: 1, name: `${LONG_FIRST} ${LONG_LAST}` });
    expect(heading.className).toContain('wrap-anywhere');
    expect(heading.className).toContain('min-w-0');
    expect(heading.getAttribute('title')).toBe(`${LONG_FIRST} ${LONG_LAST}`);
    // The column holding it takes the page's width on phones instead of the name's.
    expect(heading.parentElement!.parentElement!.className).toMatch(/(^| )w-full( |$)/);
  });

  it('gives every name and address input the contract’s maximum length', async () => {
    const user = makeUser();
    setSignedIn(user);
    mockProfile(user);
    renderProfileUpdate();
    const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
    await screen.findByRole('textbox', { name: 'First Name' });
    expect(box('First Name').maxLength).toBe(FIELD_LIMITS.first_name);
    expect(box('Last Name').maxLength).toBe(FIELD_LIMITS.last_name);
    expect(box('Email (optional)').maxLength).toBe(FIELD_LIMITS.email);
    expect(box('Mandal (optional)').maxLength).toBe(FIELD_LIMITS.mandal);
    expect(box('Village (optional)').maxLength).toBe(FIELD_LIMITS.village);
    expect(box('Pincode (optional)').maxLength).toBe(FIELD_LIMITS.pincode);
    expect(box('Complete Address').maxLength).toBe(FIELD_LIMITS.address);
    expect(box('Referral Code (optional)').maxLength).toBe(FIELD_LIMITS.referral_code);
  });

  it('words a refused first name in Telugu under the field and in the toast', async () => {
    await i18n.changeLanguage('te');
    const user = makeUser();
    setSignedIn(user);
    mockProfile(user);
    renderProfileUpdate();
    await screen.findByRole('textbox', { name: 'మొదటి పేరు' });
    fireEvent.click(screen.getByRole('button', { name: 'సమర్పించండి' }));
    const telugu = 'మొదటి పేరు గరిష్టంగా 60 అక్షరాలు ఉండాలి';
    await waitFor(() => expect(screen.getAllByText(telugu)).toHaveLength(2));
    expect(screen.queryByText(/must be at most|Too big|expected/)).toBeNull();
    const field = screen.getByRole('textbox', { name: 'మొదటి పేరు' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('words it in English for an English reader, from the answer’s problems', async () => {
    const user = makeUser();
    setSignedIn(user);
    mockProfile(user);
    renderProfileUpdate();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getAllByText('First name must be at most 60 characters')).toHaveLength(2));
    expect(within(screen.getByRole('region', { name: 'Personal Information' })).getByText('First name must be at most 60 characters')).toBeTruthy();
  });
});
