// Issue 12: a portrait photo showed as 96x208 in the 96x96 circle, spilling over the page.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Avatar } from './avatar.tsx';

const SQUARE = '/media/uploads/0123456789abcdef0123456789abcdef-512.webp';

describe('Avatar', () => {
  afterEach(cleanup);

  it('is a fixed square box the picture covers, out of the layout flow', () => {
    render(<Avatar src="/media/uploads/62519d42-9ba8-4610-9abf-1a0950a1d0e0.png" initials="RK" size={96} labels={{ image: 'Photo', initials: 'RK' }} />);
    const box = screen.getByRole('img', { name: 'Photo' });
    expect(box.style.width).toBe('96px');
    expect(box.style.height).toBe('96px');
    expect(box.className).toContain('rounded-full');
    const image = screen.getByTestId('profile-avatar-image');
    for (const c of ['absolute', 'inset-0', 'size-full', 'object-cover', 'rounded-full']) expect(image.classList).toContain(c);
    expect(image.getAttribute('width')).toBe('96');
    expect(image.getAttribute('height')).toBe('96');
  });

  it('offers the stored square sizes and picks by the box size', () => {
    render(<Avatar src={SQUARE} initials="RK" size={36} />);
    const image = screen.getByTestId('profile-avatar-image');
    expect(image.getAttribute('src')).toBe(SQUARE);
    expect(image.getAttribute('srcset')).toContain('-96.webp 96w');
    expect(image.getAttribute('srcset')).toContain('-512.webp 512w');
    expect(image.getAttribute('sizes')).toBe('36px');
  });

  it('falls back to the initials when the picture fails to load', () => {
    render(<Avatar src={SQUARE} initials="RK" size={64} labels={{ image: 'Photo', initials: 'Initials RK' }} />);
    fireEvent.error(screen.getByTestId('profile-avatar-image'));
    expect(screen.getByRole('img', { name: 'Initials RK' }).textContent).toBe('RK');
  });
});
