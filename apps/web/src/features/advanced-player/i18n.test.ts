import { describe, expect, it } from 'vitest';
import { PLAYBACK_MESSAGES } from '@ott/contract';
import { advancedPlayerStrings } from './i18n.ts';

describe('advanced player strings', () => {
  it('has a Telugu string for every English one', () => {
    expect(Object.keys(advancedPlayerStrings.te).sort()).toEqual(Object.keys(advancedPlayerStrings.en).sort());
  });
  it('keeps the spec wording (SPEC 2.22) and the key refusal message', () => {
    expect(advancedPlayerStrings.en.title).toBe('Advanced Video Player');
    expect(advancedPlayerStrings.en.subtitle).toBe('Featuring HLS, DASH, and DRM support');
    expect(advancedPlayerStrings.en.card_hls_live).toBe('HLS Live Stream');
    expect(advancedPlayerStrings.en.card_dash_vod).toBe('DASH VOD Stream');
    expect(advancedPlayerStrings.en.card_drm).toBe('DRM Protected Content');
    expect(advancedPlayerStrings.en.keyRefused).toBe(PLAYBACK_MESSAGES.notEntitled);
  });
});
