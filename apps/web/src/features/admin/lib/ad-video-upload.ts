// An ad's video over tus to the ads' own endpoint (issue 17.4), with everything else as a film's
// upload: the same client, chunks, retries, headers and resuming (lib/tus-upload.ts).
import { ADMIN_ADS_API } from '@ott/contract';
import { startTusUpload, type FilmUploadCallbacks, type StartedUpload } from './tus-upload.ts';

/** One ad's video: the fingerprint names the ad, so the same file for another ad starts afresh. */
export const adUploadFingerprint = (adId: number, file: Pick<File, 'name' | 'type' | 'size' | 'lastModified'>) =>
  ['ott-ad', adId, file.name, file.type, file.size, file.lastModified].join(':');

export function startAdVideoUpload(adId: number, file: File, callbacks: FilmUploadCallbacks): Promise<StartedUpload> {
  return startTusUpload(
    { endpoint: ADMIN_ADS_API.uploads, metadata: { ad_id: String(adId) }, fingerprint: (f) => adUploadFingerprint(adId, f) },
    file,
    callbacks,
  );
}
