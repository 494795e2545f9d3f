import { describe, it, expect } from 'vitest';
import { canOpenLiveStream, canPlayHls, isValidEmbedId, playbackDecision } from './playback.ts';

describe('canPlayHls', () => {
  it('needs a URL containing .m3u8', () => {
    expect(canPlayHls('https://cdn.example.com/v/1/master.m3u8')).toBe(true);
    expect(canPlayHls('https://cdn.example.com/v/1/master.m3u8?token=abc')).toBe(true);
    expect(canPlayHls('https://cdn.example.com/v/1/MASTER.M3U8')).toBe(true);
  });

  it('rejects other URLs and missing values', () => {
    expect(canPlayHls('https://cdn.example.com/v/1/video.mp4')).toBe(false);
    expect(canPlayHls('https://cdn.example.com/v/1/manifest.mpd')).toBe(false);
    expect(canPlayHls('m3u8')).toBe(false);
    expect(canPlayHls('')).toBe(false);
    expect(canPlayHls(null)).toBe(false);
    expect(canPlayHls(undefined)).toBe(false);
  });
});

describe('canOpenLiveStream', () => {
  it('needs a live_url', () => {
    expect(canOpenLiveStream('https://www.youtube.com/embed/abcdefghijk')).toBe(true);
    expect(canOpenLiveStream('')).toBe(false);
    expect(canOpenLiveStream('  ')).toBe(false);
    expect(canOpenLiveStream(null)).toBe(false);
    expect(canOpenLiveStream(undefined)).toBe(false);
  });
});

describe('isValidEmbedId', () => {
  it('accepts 11 characters of letters, digits, _ and -', () => {
    expect(isValidEmbedId('dQw4w9WgXcQ')).toBe(true);
    expect(isValidEmbedId('a_b-C1d2E3f')).toBe(true);
  });

  it('rejects other lengths and characters', () => {
    expect(isValidEmbedId('dQw4w9WgXc')).toBe(false);
    expect(isValidEmbedId('dQw4w9WgXcQQ')).toBe(false);
    expect(isValidEmbedId('dQw4w9WgXc!')).toBe(false);
    expect(isValidEmbedId('dQw4w9 gXcQ')).toBe(false);
    expect(isValidEmbedId('')).toBe(false);
    expect(isValidEmbedId(null)).toBe(false);
    expect(isValidEmbedId(undefined)).toBe(false);
  });
});

describe('playbackDecision', () => {
  const guest = { isSubscribed: false, hasActiveRental: false };
  const subscriber = { isSubscribed: true, hasActiveRental: false };
  const renter = { isSubscribed: false, hasActiveRental: true };

  it('plays free videos for everyone', () => {
    expect(playbackDecision({ video_type: 'free' }, guest)).toBe('play');
    expect(playbackDecision({ video_type: 'free' }, subscriber)).toBe('play');
  });

  it('plays paid videos only for subscribers, else subscribe', () => {
    expect(playbackDecision({ video_type: 'paid' }, subscriber)).toBe('play');
    expect(playbackDecision({ video_type: 'paid' }, guest)).toBe('subscribe');
    expect(playbackDecision({ video_type: 'paid' }, renter)).toBe('subscribe');
  });

  it('plays rental videos for subscribers or active renters, else rent', () => {
    expect(playbackDecision({ video_type: 'rental' }, subscriber)).toBe('play');
    expect(playbackDecision({ video_type: 'rental' }, renter)).toBe('play');
    expect(playbackDecision({ video_type: 'rental' }, guest)).toBe('rent');
  });

  it('treats an unknown or missing video_type as paid', () => {
    expect(playbackDecision({ video_type: 'premium' }, guest)).toBe('subscribe');
    expect(playbackDecision({ video_type: null }, guest)).toBe('subscribe');
    expect(playbackDecision({}, subscriber)).toBe('play');
  });
});
