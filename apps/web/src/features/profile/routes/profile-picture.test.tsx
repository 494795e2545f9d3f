// The profile picture picker on /profile/update (issue 4; SPEC 5 'Profile settings': the picture
// is sent only when a file is chosen, as multipart).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@ott/contract';
import { stubApi, type Reply } from '@/testing/api-stub.ts';
import { makeUser, profileResponse } from '@/testing/fixtures.ts';
import { setSignedIn } from '@/testing/session.ts';
import { renderProfileUpdate } from '../testing/render-profile.tsx';

function mockProfile(user: User, update: () => Reply = () => ({ body: { status: 'success', message: 'ok', user } })) {
  return stubApi({
    'GET /users/profile/': () => ({ body: profileResponse(user) }),
    'GET /api/frontend/states/': () => ({ body: { status: 'success', message: 'ok', data: [] } }),
    'GET /api/frontend/districts/': () => ({ body: { status: 'success', data: [] } }),
    'GET /api/frontend/constituencies/': () => ({ body: { status: 'success', data: [] } }),
    'POST /users/update-profile/': update,
  });
}

const png = (size = 68) => new File([new Uint8Array(size)], 'me.png', { type: 'image/png' });
const pick = async (file: File) => fireEvent.change(await screen.findByLabelText(/Upload photo|Change photo/), { target: { files: [file] } });
const section = () => screen.getByRole('region', { name: 'Profile Picture' });

describe('profile picture picker', () => {
  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview-1'), revokeObjectURL: vi.fn() }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the initials and Upload photo without a picture, the picture and Change photo with one', async () => {
    const user = makeUser();
    setSignedIn(user);
    mockProfile(user);
    renderProfileUpdate();
    expect(await screen.findByLabelText('Upload photo')).toBeTruthy();
    expect(within(section()).getByRole('img', { name: 'Profile initials RK' })).toBeTruthy();
    expect(within(section()).getByText('JPEG, PNG or WebP, up to 2 MB.')).toBeTruthy();
    cleanup();
    const withPicture = makeUser({ profile_picture: '/media/uploads/a.png' });
    setSignedIn(withPicture);
    mockProfile(withPicture);
    renderProfileUpdate();
    expect(await screen.findByLabelText('Change photo')).toBeTruthy();
    const avatar = within(section()).getByRole('img', { name: 'Your profile picture' });
    expect(within(avatar).getByTestId('profile-avatar-image').getAttribute('src')).toBe('/media/uploads/a.png');
  });

  it('refuses a wrong type or a file over 2 MB with the server’s message and sends no picture', async () => {
    const user = makeUser();
    setSignedIn(user);
    const { calls } = mockProfile(user);
    renderProfileUpdate();
    await pick(new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(within(section()).getByRole('alert').textContent).toBe('Please upload a JPEG, PNG or WebP image up to 2 MB');
    expect(screen.getByLabelText('Upload photo').getAttribute('aria-invalid')).toBe('true');
    await pick(png(2 * 1024 * 1024 + 1));
    expect(within(section()).getByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).not.toHaveProperty('profile_picture');
  });

  it('previews a good file, can go back to the current photo, and uploads the chosen file as multipart', async () => {
    const user = makeUser();
    setSignedIn(user);
    const { calls } = mockProfile(user);
    renderProfileUpdate();
    const file = png();
    await pick(file);
    expect(within(section()).queryByRole('alert')).toBeNull();
    const preview = within(section()).getByRole('img', { name: 'Preview of your new profile picture' });
    expect(within(preview).getByTestId('profile-avatar-image').getAttribute('src')).toBe('blob:preview-1');
    expect(within(section()).getByText('me.png will be saved when you submit.')).toBeTruthy();

    fireEvent.click(within(section()).getByRole('button', { name: 'Keep current photo' }));
    expect(within(section()).getByRole('img', { name: 'Profile initials RK' })).toBeTruthy();

    await pick(file);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect((post.body as Record<string, unknown>).profile_picture).toBe(file);
    expect((await screen.findAllByText('Profile updated successfully!')).length).toBeGreaterThan(0);
  });

  it('shows the message under the picker when the server refuses the picture', async () => {
    const user = makeUser();
    setSignedIn(user);
    mockProfile(user, () => ({
      status: 400,
      body: {
        status: 'error',
        message: 'Please upload a JPEG, PNG or WebP image up to 2 MB',
        errors: { profile_picture: ['Please upload a JPEG, PNG or WebP image up to 2 MB'] },
      },
    }));
    renderProfileUpdate();
    await pick(png());
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await within(section()).findByRole('alert')).toBeTruthy();
  });
});
