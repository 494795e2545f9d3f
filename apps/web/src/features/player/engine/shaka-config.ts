// The Shaka configuration every player of ours starts from (movie, promo, pre-roll, Live TV, the
// advanced player), kept apart from the engine so its startup choices are testable without Shaka.
import type { PlayerPreferences } from '@/lib/player-preferences.ts';
import type { DrmConfig, PlayerSource } from './types.ts';

/**
 * Adaptive bitrate's first guess, below our lowest rung (360p, about 580 kbps with audio): the
 * first segment is the smallest download and measured bandwidth climbs within a couple of
 * segments (short switch interval). The Network Information hint is ignored, so a fast-looking
 * connection type cannot start a slow one on 720p.
 */
export const STARTING_BANDWIDTH_ESTIMATE = 500_000;

function drmSettings(drm: DrmConfig): Record<string, unknown> {
  const settings: Record<string, unknown> = {};
  if (drm.servers) settings.servers = { ...drm.servers };
  if (drm.clearKeys) settings.clearKeys = { ...drm.clearKeys };
  if (drm.advanced) settings.advanced = { ...drm.advanced };
  return settings;
}

/**
 * VOD tuning. Our renditions are 2 s CMAF segments: start on the first segment (rebuffering goal
 * 0), keep 30 s ahead, and begin at the lowest rendition.
 *
 * Closed-caption probing is off. An HLS master without a CLOSED-CAPTIONS attribute makes Shaka
 * download the first, middle and last segments of the video rendition, looking for CEA-608
 * captions inside the pictures, before it fetches any audio: on a 1.6 Mbps line that was three
 * extra segments (about 1.7 s) before the first frame. Our streams never carry in-band captions:
 * subtitles are WebVTT (the title's own tracks and HLS subtitle renditions), which are unaffected.
 *
 * The audio language the viewer last chose (player-preferences) is the preferred one: a title that
 * has it starts in it, any other starts in its own default. The subtitle language last chosen is the
 * preferred text language (issue 18), none when captions were turned off; whether text shows is the
 * screen's (useCaptions, useStreamCaptions apply the same preference through the engine).
 */
export function playerConfig(source: Pick<PlayerSource, 'drm'>, preferences: PlayerPreferences = {}): Record<string, unknown> {
  const { audioLanguage, subtitleLanguage } = preferences;
  const textLanguage = subtitleLanguage && subtitleLanguage !== 'off' ? subtitleLanguage : null;
  return {
    streaming: {
      bufferingGoal: 30,
      rebufferingGoal: 0,
      bufferBehind: 30,
      retryParameters: { maxAttempts: 3, baseDelay: 500, backoffFactor: 2, timeout: 15_000 },
    },
    manifest: { hls: { disableClosedCaptionsDetection: true } },
    abr: { enabled: true, defaultBandwidthEstimate: STARTING_BANDWIDTH_ESTIMATE, useNetworkInformation: false, switchInterval: 2 },
    ...(audioLanguage ? { preferredAudio: [{ language: audioLanguage, role: '', label: '', channelCount: 0, codec: '', spatialAudio: false }] } : {}),
    ...(textLanguage ? { preferredText: [{ language: textLanguage, role: '', format: '', forced: false }] } : {}),
    ...(source.drm ? { drm: drmSettings(source.drm) } : {}),
  };
}
