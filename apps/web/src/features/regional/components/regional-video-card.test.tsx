// Issue 12 point 17: the duration sits on the thumbnail's top edge, clear of the caption its
// artwork writes across the bottom, and is read out as a duration.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import '@/app/i18n.ts';
import { makeVideo } from '@/testing/fixtures.ts';
import '../i18n.ts';
import { RegionalVideoCard } from './regional-video-card.tsx';

describe('RegionalVideoCard', () => {
  afterEach(cleanup);

  it('shows minutes:seconds at the top right, never over the bottom caption', () => {
    render(<RegionalVideoCard video={makeVideo({ duration: 45, thumbnail_url: '/t.jpg' })} onPlay={() => {}} />);
    const label = screen.getByTestId('duration-label');
    expect(label.textContent).toBe('0:45Duration 0:45');
    expect(label.className).toContain('top-2');
    expect(label.className).not.toMatch(/\bbottom-/);
  });
});
