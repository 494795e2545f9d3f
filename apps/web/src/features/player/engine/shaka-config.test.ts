import { describe, expect, it } from 'vitest';
import { playerConfig, STARTING_BANDWIDTH_ESTIMATE } from './shaka-config.ts';

/** The demo ladder's lowest rung (360p video with its audio), from the packaged HLS master. */
const LOWEST_RUNG_BPS = 580_234;

describe('Shaka start-up configuration (issue 13.2)', () => {
  it('never probes video segments for in-band captions before audio (first, middle and last segment were fetched)', () => {
    expect(playerConfig({})).toMatchObject({ manifest: { hls: { disableClosedCaptionsDetection: true } } });
  });

  it('starts on the lowest rung and lets measured bandwidth climb', () => {
    const config = playerConfig({}) as { abr: Record<string, unknown>; streaming: Record<string, unknown> };
    expect(STARTING_BANDWIDTH_ESTIMATE).toBeLessThan(LOWEST_RUNG_BPS);
    expect(config.abr).toMatchObject({ enabled: true, defaultBandwidthEstimate: STARTING_BANDWIDTH_ESTIMATE, useNetworkInformation: false });
    expect(config.streaming).toMatchObject({ rebufferingGoal: 0 });
  });

  it('passes DRM settings through only when the source has them', () => {
    expect(playerConfig({})).not.toHaveProperty('drm');
    expect(playerConfig({ drm: { clearKeys: { ab: 'cd' } } })).toMatchObject({ drm: { clearKeys: { ab: 'cd' } } });
  });

  it('prefers the audio language the viewer last chose, and none when there is no choice', () => {
    expect(playerConfig({})).not.toHaveProperty('preferredAudio');
    expect(playerConfig({}, { audioLanguage: 'te' })).toMatchObject({ preferredAudio: [{ language: 'te', role: '', label: '' }] });
  });

  it('prefers the subtitle language the viewer last chose (issue 18), and none when they turned captions off', () => {
    expect(playerConfig({})).not.toHaveProperty('preferredText');
    expect(playerConfig({}, { subtitleLanguage: 'te' })).toMatchObject({ preferredText: [{ language: 'te', role: '', format: '', forced: false }] });
    expect(playerConfig({}, { subtitleLanguage: 'off' })).not.toHaveProperty('preferredText');
  });
});
