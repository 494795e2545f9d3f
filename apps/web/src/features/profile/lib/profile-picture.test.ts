import { describe, expect, it } from 'vitest';
import { isAcceptablePicture, PICTURE_ACCEPT } from './profile-picture.ts';

const MB = 1024 * 1024;

describe('profile picture pre-check', () => {
  it('accepts JPEG, PNG and WebP up to 2 MB', () => {
    expect(isAcceptablePicture({ type: 'image/jpeg', size: 2 * MB })).toBe(true);
    expect(isAcceptablePicture({ type: 'image/png', size: 100 })).toBe(true);
    expect(isAcceptablePicture({ type: 'image/webp', size: 100 })).toBe(true);
    expect(PICTURE_ACCEPT).toBe('image/jpeg,image/png,image/webp');
  });
  it('refuses other types, unknown types, empty files and anything over 2 MB', () => {
    expect(isAcceptablePicture({ type: 'image/gif', size: 100 })).toBe(false);
    expect(isAcceptablePicture({ type: 'image/svg+xml', size: 100 })).toBe(false);
    expect(isAcceptablePicture({ type: '', size: 100 })).toBe(false);
    expect(isAcceptablePicture({ type: 'image/png', size: 0 })).toBe(false);
    expect(isAcceptablePicture({ type: 'image/png', size: 2 * MB + 1 })).toBe(false);
  });
});
