import { afterEach, describe, expect, it } from 'vitest';
import { useRef, useState } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useHoldImages } from './use-hold-images.ts';

function Page({ isHeld, extra = false }: { isHeld: boolean; extra?: boolean }) {
  const below = useRef<HTMLDivElement>(null);
  useHoldImages(below, isHeld);
  return (
    <div ref={below}>
      <img alt="poster a" src="/media/art/video-1/poster.jpg" srcSet="/media/art/video-1/poster-320w.webp 320w" sizes="160px" loading="lazy" />
      <img alt="placeholder" src="data:image/svg+xml;utf8,x" />
      {extra && <img alt="poster b" src="/media/art/video-2/poster.jpg" loading="lazy" />}
    </div>
  );
}

const src = (name: string) => screen.getByAltText(name).getAttribute('src');

describe('useHoldImages (issue 13.2: posters do not compete with playback)', () => {
  afterEach(cleanup);

  it('takes the source off unfinished images while held, also from images added meanwhile, and gives it back', async () => {
    const view = render(<Page isHeld />);
    expect(src('poster a')).toBeNull();
    expect(screen.getByAltText('poster a').getAttribute('srcset')).toBeNull();
    expect(src('placeholder')).toMatch(/^data:/);
    view.rerender(<Page isHeld extra />);
    await act(async () => undefined); // the MutationObserver's turn
    expect(src('poster b')).toBeNull();
    view.rerender(<Page isHeld={false} extra />);
    expect(src('poster a')).toBe('/media/art/video-1/poster.jpg');
    expect(screen.getByAltText('poster a').getAttribute('srcset')).toBe('/media/art/video-1/poster-320w.webp 320w');
    expect(src('poster b')).toBe('/media/art/video-2/poster.jpg');
  });

  it('leaves images alone when not held', () => {
    render(<Page isHeld={false} />);
    expect(src('poster a')).toBe('/media/art/video-1/poster.jpg');
  });

  it('holds again when asked again (the player opens after the page settled)', () => {
    function Toggle() {
      const [isHeld, setHeld] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setHeld((value) => !value)}>
            toggle
          </button>
          <Page isHeld={isHeld} />
        </>
      );
    }
    render(<Toggle />);
    expect(src('poster a')).not.toBeNull();
    act(() => screen.getByRole('button').click());
    expect(src('poster a')).toBeNull();
    act(() => screen.getByRole('button').click());
    expect(src('poster a')).toBe('/media/art/video-1/poster.jpg');
  });
});
