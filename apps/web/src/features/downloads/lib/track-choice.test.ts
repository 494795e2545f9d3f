import { describe, expect, it } from 'vitest';
import { chooseDownloadTracks } from './track-choice.ts';

const v = (height: number, bandwidth: number, language = 'te') => ({ type: 'variant', height, bandwidth, language });

describe('chooseDownloadTracks', () => {
  const tracks = [v(360, 580_000), v(720, 2_900_000), v(720, 3_100_000), v(720, 3_000_000, 'en'), v(480, 1_200_000), { type: 'text', height: null, bandwidth: 0, language: 'en' }];

  it('stores one variant at the chosen height, the highest bandwidth, nothing else', () => {
    expect(chooseDownloadTracks(tracks, 720)).toEqual([v(720, 3_100_000)]);
    expect(chooseDownloadTracks(tracks, 360)).toEqual([v(360, 580_000)]);
  });

  it('prefers the viewer’s audio language when the title has it', () => {
    expect(chooseDownloadTracks(tracks, 720, 'en')).toEqual([v(720, 3_000_000, 'en')]);
    expect(chooseDownloadTracks(tracks, 480, 'en')).toEqual([v(480, 1_200_000)]);
  });

  it('falls back to the tallest height below the choice, else the lowest', () => {
    expect(chooseDownloadTracks(tracks, 1080)).toEqual([v(720, 3_100_000)]);
    expect(chooseDownloadTracks(tracks, 240)).toEqual([v(360, 580_000)]);
    expect(chooseDownloadTracks([], 720)).toEqual([]);
  });
});
