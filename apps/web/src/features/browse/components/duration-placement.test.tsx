// Issue 12 point 17: a 45-second short read "0m", and on phones the duration label covered the
// caption the poster's artwork writes across its bottom. Shorts show seconds; labels sit under the
// poster or on the image's top edge.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import i18n from '@/app/i18n.ts';
import { makeVideo } from '@/testing/fixtures.ts';
import { renderElement } from '@/testing/render.tsx';
import { PosterCard } from '@/ui/poster-card.tsx';
import '../i18n.ts';
import { BrowseVideoCard } from './browse-video-card.tsx';
import { NewsStory } from './news-story.tsx';

const short = makeVideo({ id: 48, title: 'Auto Driver Philosophy', duration: 45, release_date: '2024-03-01', poster_url: '/p.jpg' });
/** The box the poster image fills, whatever is drawn over it. */
const posterBoxOf = (card: HTMLElement) => card.querySelector('img')!.closest('div')!;

describe('durations and their labels', () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('home rows show a short in seconds, in English and Telugu', async () => {
    renderElement(<PosterCard video={short} />);
    expect(screen.getByText('2024 · 45s')).toBeTruthy();
    cleanup();
    await i18n.changeLanguage('te');
    renderElement(<PosterCard video={short} />);
    expect(screen.getByText('2024 · 45 సె')).toBeTruthy();
  });

  it('category cards put the minutes:seconds label under the poster, beside the year', () => {
    renderElement(
      <ul>
        <BrowseVideoCard video={short} />
      </ul>,
    );
    const card = screen.getByRole('link');
    const label = within(card).getByTestId('duration-label');
    expect(label.textContent).toBe('0:45Duration 0:45');
    expect(posterBoxOf(card).contains(label)).toBe(false);
    expect(label.className).not.toMatch(/\b(absolute|bottom-)/);
    expect(label.closest('div')!.textContent).toContain('2024');
  });

  it('news stories put the label on the thumbnail’s top edge, clear of its caption', () => {
    renderElement(<NewsStory video={short} isLead={false} />);
    const label = screen.getByTestId('duration-label');
    expect(label.className).toContain('top-2');
    expect(label.className).not.toMatch(/\bbottom-/);
  });
});
