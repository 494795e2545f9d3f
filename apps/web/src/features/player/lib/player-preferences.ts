// The viewer's player choices that outlast a title, kept as JSON under 'player-preferences'
// (STORAGE_KEYS.playerPreferences): for now the audio language, which the next title starts in.
import { storage } from '@/lib/storage.ts';

export interface PlayerPreferences {
  /** BCP 47 tag of the audio language last chosen in the Audio menu. */
  audioLanguage?: string;
}

/** The stored preferences; {} when none were stored or the value is not ours (hand-edited, older shape). */
export function readPlayerPreferences(): PlayerPreferences {
  const audioLanguage = storage.getJson<PlayerPreferences>('playerPreferences')?.audioLanguage;
  return typeof audioLanguage === 'string' && audioLanguage ? { audioLanguage } : {};
}

/** Merges `change` into the stored preferences. */
export function savePlayerPreferences(change: PlayerPreferences) {
  const stored = storage.getJson<unknown>('playerPreferences');
  storage.setJson('playerPreferences', {
    ...(stored && typeof stored === 'object' ? stored : {}),
    ...change,
  });
}
