import { describe, expect, it } from 'vitest';
import { PLAYBACK_SESSION_MESSAGES, playbackEndedMessage, streamLimitMessage } from '@ott/contract';
import { streamLimitStrings } from './stream-limit-i18n.ts';

describe('streams-at-once strings', () => {
  it('has a Telugu string for every English one', () => {
    expect(Object.keys(streamLimitStrings.te).sort()).toEqual(Object.keys(streamLimitStrings.en).sort());
  });

  it("says in English exactly what the server's answers say", () => {
    const en = streamLimitStrings.en;
    expect(en.limitMessageOne).toBe(streamLimitMessage(1));
    expect(en.limitMessageMany.replaceAll('{{count}}', '2')).toBe(streamLimitMessage(2));
    for (const reason of ['taken_over', 'same_device', 'expired', 'stopped'] as const) {
      expect(en[`stopped_${reason}`]).toBe(playbackEndedMessage(reason));
    }
    expect(en.stopped_renewal_refused).toBe(PLAYBACK_SESSION_MESSAGES.renewalRefused);
  });
});
