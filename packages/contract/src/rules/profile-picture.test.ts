import { describe, expect, it } from 'vitest';
import { profilePictureFileName, profilePictureSources } from './profile-picture.ts';

const HASH = '0123456789abcdef0123456789abcdef';

describe('profilePictureSources', () => {
  it('lists every stored size of a square picture', () => {
    expect(profilePictureSources(`/media/uploads/${HASH}-512.webp`)).toEqual({
      src: `/media/uploads/${HASH}-512.webp`,
      srcSet: `/media/uploads/${HASH}-96.webp 96w, /media/uploads/${HASH}-192.webp 192w, /media/uploads/${HASH}-512.webp 512w`,
    });
  });

  it('keeps older single-file uploads and outside URLs as they are', () => {
    const old = '/media/uploads/62519d42-9ba8-4610-9abf-1a0950a1d0e0.png';
    expect(profilePictureSources(old)).toEqual({ src: old });
    expect(profilePictureSources('https://example.com/me.jpg')).toEqual({ src: 'https://example.com/me.jpg' });
  });

  it('names files by hash and size', () => {
    expect(profilePictureFileName(HASH, 96)).toBe(`${HASH}-96.webp`);
  });
});
