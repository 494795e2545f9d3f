import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEWER_PREFERENCES } from '@ott/contract';
import { fromServer, toServerChange } from './preferences.ts';

describe('preferences mapping', () => {
  it('sends only the fields that changed, in the server’s names', () => {
    expect(toServerChange({ audioLanguage: 'te' })).toEqual({ audio_language: 'te' });
    expect(toServerChange({ quality: 'data_saver', autoplayNext: false, subtitleLanguage: 'off' })).toEqual({
      quality: 'data_saver',
      autoplay_next: false,
      subtitle_language: 'off',
    });
  });

  it('forgets in the mirror what the server says was never chosen', () => {
    expect(fromServer(DEFAULT_VIEWER_PREFERENCES)).toEqual({
      audioLanguage: undefined,
      subtitleLanguage: undefined,
      quality: undefined,
      autoplayNext: undefined,
    });
    expect(fromServer({ audio_language: 'en', subtitle_language: 'te', quality: 'high', autoplay_next: false })).toEqual({
      audioLanguage: 'en',
      subtitleLanguage: 'te',
      quality: 'high',
      autoplayNext: false,
    });
  });
});
