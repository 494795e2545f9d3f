import { describe, expect, it } from 'vitest';
import { pictureGraph } from './clip-picture.ts';
import { soundtrackSource } from './clip-soundtrack.ts';
import type { DemoClipSpec } from './demo-catalogue.ts';

const FONT = { file: '/fonts/narrow.ttf', widthFactor: 1, subtitleFile: '/fonts/condensed.ttf', canTrackSubtitle: false };
const SIZE = { width: 1280, height: 720 };
const RUNGS = [SIZE, { width: 640, height: 360 }];
const clip = (over: Partial<DemoClipSpec> = {}): DemoClipSpec => ({
  slug: 'village-cricket',
  title: 'Tagarapuvalasa Market Day',
  subtitle: 'Village Stories · 2024',
  kind: 'feature',
  seconds: 16,
  seed: 3,
  background: 'art/video-41/backdrop.jpg',
  ...over,
});

// The sources the first demo clips were made of: lavfi test patterns and a running timecode.
const TEST_PATTERNS = /testsrc|smptehdbars|smptebars|rgbtestsrc|mandelbrot|life=|cellauto|sierpinski|gradients=|%\{pts|timecode/;

describe('pictureGraph', () => {
  it('moves over the still at input 0 and burns in the clip’s own name, never a test pattern or timecode', () => {
    const graph = pictureGraph(clip(), SIZE, RUNGS, 20, FONT, true);
    expect(graph).toMatch(/^(?:.*;)?\[0:v\]scale=/);
    expect(graph).not.toMatch(TEST_PATTERNS);
    expect(graph).toContain('text=TAGARAPUVALASA');
    expect(graph).toContain('MARKET DAY');
    // A slow pan and zoom: a per-frame rescale and a moving crop, over 16 s at 20 fps.
    expect(graph).toContain('eval=frame');
    expect(graph).toContain('loop=loop=319:size=1');
    expect(graph).toContain('fps=20');
    expect(graph).toMatch(/\[v0\];?.*\[r1\]scale=640:360,setsar=1\[v1\]$/s);
  });

  it('gives promos a centred title and ads no type (their creative carries it)', () => {
    expect(pictureGraph(clip({ kind: 'promo', subtitle: 'Now streaming' }), SIZE, RUNGS, 20, FONT, true)).toContain('x=(w-text_w)/2');
    const ad = pictureGraph(clip({ kind: 'ad', title: '' }), SIZE, RUNGS, 20, FONT, true);
    expect(ad).not.toContain('drawtext');
    expect(ad).not.toMatch(TEST_PATTERNS);
  });

  it('moves the camera with zoompan when asked (ffmpeg 4.1, whose scale has no time)', () => {
    const graph = pictureGraph(clip(), SIZE, RUNGS, 20, FONT, true, 'zoompan');
    expect(graph).toMatch(/fps=20,zoompan=z=.*st\(0\\,time\/16\).*:d=1:s=1280x720:fps=20,/);
    expect(graph).not.toContain('eval=frame');
    expect(graph).toContain('text=TAGARAPUVALASA');
  });

  it('leaves drawtext out when asked (ffmpeg without libfreetype)', () => {
    expect(pictureGraph(clip({ kind: 'live' }), SIZE, RUNGS, 20, FONT, false)).not.toContain('drawtext');
  });
});

describe('soundtrackSource', () => {
  it('is a soft pad of chords, not a beeping tone', () => {
    const source = soundtrackSource('feature', 3, 16);
    expect(source).toMatch(/^aevalsrc=/);
    expect(source).not.toMatch(/sine=|beep/);
    expect(source).toContain('afade=t=in');
    expect(source).toContain('afade=t=out:st=14.80');
  });

  it('differs between neighbouring titles', () => {
    expect(soundtrackSource('feature', 1, 16)).not.toBe(soundtrackSource('feature', 2, 16));
  });
});
