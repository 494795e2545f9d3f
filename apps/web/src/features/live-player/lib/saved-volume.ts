// The viewer's volume as localStorage 'player-volume' (0-100, SPEC 9), shared with the other players.
import { storage } from '@/lib/storage.ts';
import { parseSavedVolume, snapVolume } from './volume.ts';

export const readSavedVolume = (): number => parseSavedVolume(storage.get('playerVolume'));

export function saveVolume(volume: number) {
  storage.set('playerVolume', String(snapVolume(volume)));
}
