// The viewer's player choices that outlast a title, mirrored in localStorage as JSON under
// 'player-preferences' (STORAGE_KEYS.playerPreferences) so a player reads them synchronously when
// it loads a stream. Signed in, the server keeps them (issue 18, GET/PATCH /users/preferences/):
// api/preferences copies the server's answer into this mirror and sends every change there too.
import type { QualityMode } from '@ott/contract';
import { storage } from '@/lib/storage.ts';

export interface PlayerPreferences {
  /** BCP 47 tag of the audio language last chosen in the Audio menu. */
  audioLanguage?: string;
  /** BCP 47 tag of the subtitles last chosen, or 'off'. */
  subtitleLanguage?: string;
  /** The quality setting; absent = never chosen (the network decides). */
  quality?: QualityMode;
  /** False when the viewer switched next-episode autoplay off. */
  autoplayNext?: boolean;
}

const QUALITY: readonly string[] = ['auto', 'data_saver', 'high'];

/** The stored preferences; fields that are not ours (hand-edited, older shape) are left out. */
export function readPlayerPreferences(): PlayerPreferences {
  const stored = storage.getJson<Record<string, unknown>>('playerPreferences');
  if (!stored || typeof stored !== 'object') return {};
  const out: PlayerPreferences = {};
  if (typeof stored.audioLanguage === 'string' && stored.audioLanguage) out.audioLanguage = stored.audioLanguage;
  if (typeof stored.subtitleLanguage === 'string' && stored.subtitleLanguage) out.subtitleLanguage = stored.subtitleLanguage;
  if (typeof stored.quality === 'string' && QUALITY.includes(stored.quality)) out.quality = stored.quality as QualityMode;
  if (typeof stored.autoplayNext === 'boolean') out.autoplayNext = stored.autoplayNext;
  return out;
}

/** Merges `change` into the stored preferences (undefined fields are removed). */
export function storePlayerPreferences(change: { [K in keyof PlayerPreferences]: PlayerPreferences[K] | undefined }) {
  const stored = storage.getJson<unknown>('playerPreferences');
  const next: Record<string, unknown> = { ...(stored && typeof stored === 'object' ? stored : {}) };
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  storage.setJson('playerPreferences', next);
}

type Sender = (change: PlayerPreferences) => void;
let sendToServer: Sender | null = null;

/** Set by api/preferences while a viewer is signed in: every saved choice is sent to the server too. */
export function setPreferencesSender(sender: Sender | null) {
  sendToServer = sender;
}

/** Remembers a choice the viewer made: here at once, and on the server when signed in. */
export function savePlayerPreferences(change: PlayerPreferences) {
  storePlayerPreferences(change);
  sendToServer?.(change);
}
