// The app's toasts (issue 12): under the header, never over it, with the close button inside the
// toast's corner. Asserted on what sonner renders from the app's own Toaster.
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { Providers } from './providers.tsx';

async function showToast(message: string) {
  render(
    <Providers>
      <p>page</p>
    </Providers>,
  );
  act(() => void toast.success(message));
  return screen.findByText(message);
}

describe('app toaster', () => {
  it('sits top right below the 64 px header on desktop and under it, full width, on phones', async () => {
    await showToast('Link copied to clipboard!');
    const list = document.querySelector<HTMLElement>('[data-sonner-toaster]')!;
    expect(list.dataset.yPosition).toBe('top');
    expect(list.dataset.xPosition).toBe('right');
    const offset = (name: string) => list.style.getPropertyValue(name);
    expect(parseInt(offset('--offset-top'), 10)).toBeGreaterThanOrEqual(64 + 8);
    expect(offset('--offset-right')).toBe('24px');
    expect(parseInt(offset('--mobile-offset-top'), 10)).toBeGreaterThanOrEqual(64 + 8);
    expect([offset('--mobile-offset-left'), offset('--mobile-offset-right')]).toEqual(['12px', '12px']);
  });

  it('puts the close button inside the toast’s top-right corner and leaves room for it', async () => {
    const text = await showToast('Shared successfully!');
    const toastItem = text.closest<HTMLElement>('[data-sonner-toast]')!;
    const close = toastItem.querySelector<HTMLButtonElement>('button[data-close-button]')!;
    expect(close.getAttribute('aria-label')).toBeTruthy();
    // sonner's own rule translates the button 35% outside the corner; these win over it.
    expect(close.className.split(' ')).toEqual(expect.arrayContaining(['left-auto!', 'right-2!', 'top-2!', 'transform-none!']));
    expect(toastItem.className.split(' ')).toContain('pr-10!');
  });
});
