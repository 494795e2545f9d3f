import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STREAM_LIMIT,
  PLAYBACK_HEARTBEAT_SECONDS,
  PLAYBACK_SESSION_EXPIRY_SECONDS,
  isPlaybackSessionLive,
  playbackSessionExpiresAt,
  streamLimit,
} from './stream-limit.ts';

describe('streamLimit', () => {
  it("is the subscriber's plan max_streams (Basic 1, Standard and Premium 2)", () => {
    expect(streamLimit({ isSubscribed: true, planMaxStreams: 1 })).toBe(1);
    expect(streamLimit({ isSubscribed: true, planMaxStreams: 2 })).toBe(2);
    expect(streamLimit({ isSubscribed: true, planMaxStreams: 4 })).toBe(4);
  });

  it('is the default (1) for a renter, a lapsed plan, or a plan that names no usable number', () => {
    expect(DEFAULT_STREAM_LIMIT).toBe(1);
    expect(streamLimit({ isSubscribed: false, planMaxStreams: null })).toBe(1);
    // A lapsed subscriber keeps the plan id on the row; its streams do not outlive it.
    expect(streamLimit({ isSubscribed: false, planMaxStreams: 2 })).toBe(1);
    for (const broken of [null, undefined, 0, -3, 1.5, Number.NaN]) {
      expect(streamLimit({ isSubscribed: true, planMaxStreams: broken })).toBe(1);
    }
  });
});

describe('playback session expiry', () => {
  const seen = new Date('2026-12-01T10:00:00.000Z');
  const after = (seconds: number) => new Date(seen.getTime() + seconds * 1000);

  it('survives two missed heartbeats and expires at the third', () => {
    expect(PLAYBACK_SESSION_EXPIRY_SECONDS).toBe(3 * PLAYBACK_HEARTBEAT_SECONDS);
    expect(playbackSessionExpiresAt(seen).toISOString()).toBe('2026-12-01T10:01:30.000Z');
    expect(isPlaybackSessionLive({ lastSeenAt: seen, endedAt: null }, after(0))).toBe(true);
    expect(isPlaybackSessionLive({ lastSeenAt: seen, endedAt: null }, after(89))).toBe(true);
    expect(isPlaybackSessionLive({ lastSeenAt: seen, endedAt: null }, after(90))).toBe(false);
    expect(isPlaybackSessionLive({ lastSeenAt: seen, endedAt: null }, after(600))).toBe(false);
  });

  it('is over the moment it is stopped, however recent its heartbeat', () => {
    expect(isPlaybackSessionLive({ lastSeenAt: seen, endedAt: seen }, after(1))).toBe(false);
  });

  it('reads ISO strings and epoch milliseconds as the API and the database give them', () => {
    expect(isPlaybackSessionLive({ lastSeenAt: seen.toISOString(), endedAt: null }, after(30).getTime())).toBe(true);
    expect(isPlaybackSessionLive({ lastSeenAt: seen.getTime(), endedAt: null }, after(91))).toBe(false);
  });
});
