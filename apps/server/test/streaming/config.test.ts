// LIVE_CHANNEL and DRM_KEY_SECRET (README config table).
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

describe('streaming configuration', () => {
  it('runs the live channel by default, except under NODE_ENV=test unless turned on', () => {
    expect(loadConfig({}).liveChannel).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).liveChannel).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', LIVE_CHANNEL: 'on' }).liveChannel).toBe(true);
    expect(loadConfig({ LIVE_CHANNEL: 'off' }).liveChannel).toBe(false);
    expect(() => loadConfig({ LIVE_CHANNEL: 'yes' })).toThrow(/LIVE_CHANNEL/);
  });

  it('derives content keys from DRM_KEY_SECRET, else from MEDIA_SIGNING_SECRET', () => {
    expect(loadConfig({ MEDIA_SIGNING_SECRET: 'media-secret-0123456789' }).drmKeySecret).toBe('media-secret-0123456789');
    expect(loadConfig({ DRM_KEY_SECRET: 'drm-secret-0123456789' }).drmKeySecret).toBe('drm-secret-0123456789');
    expect(() => loadConfig({ DRM_KEY_SECRET: 'short' })).toThrow(/DRM_KEY_SECRET/);
  });
});
