import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWarmStarts } from './warm-start.ts';

describe('warm starts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const destroy = vi.fn(async () => undefined);
    const starts = createWarmStarts<string, string>({
      create: async (source) => ({ player: `player:${source.url}`, preload: Promise.resolve('manifest') }),
      destroy,
    });
    return { starts, destroy };
  };

  it('hands the prepared player over once, for the same URL only', async () => {
    const { starts } = setup();
    starts.start({ url: '/a.mpd' });
    expect(await starts.take('/b.mpd')).toBeNull();
    expect((await starts.take('/a.mpd'))?.player).toBe('player:/a.mpd');
    expect(await starts.take('/a.mpd')).toBeNull();
  });

  it('hands it over only for the start position it was prepared for (Resume)', async () => {
    const { starts } = setup();
    starts.start({ url: '/a.m3u8', startTime: 42 });
    expect(await starts.take('/a.m3u8')).toBeNull();
    starts.start({ url: '/a.m3u8', startTime: 42 });
    expect((await starts.take('/a.m3u8', 42))?.player).toBe('player:/a.m3u8');
  });

  it('destroys a player nobody claims, and one replaced by a newer start', async () => {
    const { starts, destroy } = setup();
    starts.start({ url: '/a.mpd' });
    starts.start({ url: '/b.mpd' });
    await vi.advanceTimersByTimeAsync(0);
    expect(destroy).toHaveBeenCalledWith('player:/a.mpd');
    await vi.advanceTimersByTimeAsync(15_000);
    expect(destroy).toHaveBeenCalledWith('player:/b.mpd');
    expect(await starts.take('/b.mpd')).toBeNull();
  });
});
