// The popup's picture and sound uploads (issue 15.4). A picture is checked and re-encoded as a JPEG
// at most 1200 pixels wide (lib/uploaded-picture.ts), as title artwork is. A sound is recognised by its first bytes (MP3, M4A, OGG, WAV) and
// must be audio to ffprobe, at most 30 s long. Both are stored under a random name in 'popup/'; the
// config names one only when the operator saves it.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_PLANS_POPUP_MESSAGES, POPUP_SOUND_MAX_SECONDS } from '@ott/contract';
import { badRequest } from '../../lib/errors.ts';
import type { MediaStorage } from '../../lib/storage/media-storage.ts';
import { reencodePicture } from '../../lib/uploaded-picture.ts';
import { probeMedia } from '../media/index.ts';

const M = ADMIN_PLANS_POPUP_MESSAGES;
const MAX_WIDTH = 1200;
const randomName = () => crypto.randomBytes(8).toString('hex');

export interface StoredPopupMedia {
  path: string;
  width: number | null;
  height: number | null;
}

export async function storePopupImage(storage: MediaStorage, data: Buffer): Promise<StoredPopupMedia> {
  const { jpeg, ...info } = await reencodePicture(data, MAX_WIDTH, M.popupImageNotPicture);
  const key = `popup/${randomName()}.jpg`;
  await storage.put(key, jpeg, 'image/jpeg');
  return { path: key, width: info.width, height: info.height };
}

const SOUND_TYPES = { mp3: 'audio/mpeg', m4a: 'audio/mp4', ogg: 'audio/ogg', wav: 'audio/wav' } as const;
type SoundKind = keyof typeof SOUND_TYPES;

/** The container its first bytes announce, or null. */
export function soundKind(data: Buffer): SoundKind | null {
  const ascii = (start: number, end: number) => data.subarray(start, end).toString('latin1');
  if (ascii(0, 3) === 'ID3' || (data[0] === 0xff && ((data[1] ?? 0) & 0xe0) === 0xe0)) return 'mp3';
  if (ascii(4, 8) === 'ftyp') return 'm4a';
  if (ascii(0, 4) === 'OggS') return 'ogg';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav';
  return null;
}

export async function storePopupSound(storage: MediaStorage, data: Buffer): Promise<StoredPopupMedia> {
  const kind = soundKind(data);
  if (!kind) throw badRequest(M.popupSoundNotAudio, { file: [M.popupSoundNotAudio] });
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'popup-sound-'));
  try {
    const file = path.join(dir, `sound.${kind}`);
    await fs.writeFile(file, data);
    const probe = await probeMedia(file).catch(() => null);
    if (!probe?.hasAudio) throw badRequest(M.popupSoundNotAudio, { file: [M.popupSoundNotAudio] });
    if (probe.durationSeconds > POPUP_SOUND_MAX_SECONDS) throw badRequest(M.popupSoundTooLong, { file: [M.popupSoundTooLong] });
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
  const key = `popup/${randomName()}.${kind}`;
  await storage.put(key, data, SOUND_TYPES[kind]);
  return { path: key, width: null, height: null };
}
