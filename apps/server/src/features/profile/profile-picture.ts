// Profile pictures (SPEC 7 'update-profile'): the type is decided by magic bytes, never by the
// client's file name or content type (so SVG, HTML or PDF never reach the decoder), the image is
// decoded and re-encoded as square WebP sizes, and the stored names are content hashes so nothing
// user-given reaches the file system.
import type { FastifyInstance } from 'fastify';
import { MESSAGES, profilePictureFileName, PROFILE_PICTURE_LARGEST } from '@ott/contract';
import { badRequest } from '../../lib/errors.ts';
import { squarePicture, type SquarePicture } from './square-picture.ts';
import type { MediaStorage } from '../../lib/storage/media-storage.ts';
import { UPLOADS_KEY_PREFIX } from '../../lib/storage/local-storage.ts';

export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;
export const UPLOADS_URL_PREFIX = '/media/uploads/';

const SIGNATURES: { format: string; matches: (b: Buffer) => boolean }[] = [
  { format: 'jpeg', matches: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { format: 'png', matches: (b) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { format: 'webp', matches: (b) => b.length > 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP' },
];

const refused = () => badRequest(MESSAGES.invalidProfilePicture, { profile_picture: [MESSAGES.invalidProfilePicture] });

/** The square sizes of an accepted image; 400 for anything else, too large, or undecodable. */
export async function preparePicture(data: Buffer): Promise<SquarePicture> {
  const known = data.length <= MAX_PICTURE_BYTES && SIGNATURES.some((s) => s.matches(data));
  const square = known ? await squarePicture(data) : null;
  if (!square) throw refused();
  return square;
}

/**
 * Writes every size to the media storage (DATA_DIR/uploads, or the object store every instance
 * shares) and returns the largest one's key, stored on the user ('uploads/<hash>-512.webp').
 */
export async function storePicture(storage: MediaStorage, picture: SquarePicture): Promise<string> {
  await Promise.all(
    [...picture.files].map(([size, data]) =>
      storage.put(`${UPLOADS_KEY_PREFIX}${profilePictureFileName(picture.hash, size)}`, data, 'image/webp'),
    ),
  );
  return `${UPLOADS_KEY_PREFIX}${profilePictureFileName(picture.hash, PROFILE_PICTURE_LARGEST)}`;
}

// Square sizes named by content hash (never change: cached for a year), and the single files
// uploads were stored as before them (still served; screens crop them with object-fit).
const SQUARE_NAME = /^[0-9a-f]{32}-\d{2,4}\.(webp)$/;
const LEGACY_NAME = /^[0-9a-f-]{36}\.(jpg|png|webp)$/;
const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** GET /media/uploads/<name>: only generated names are served (more specific than /media/*). */
export function uploadsRoute(app: FastifyInstance) {
  app.get('/media/uploads/:name', { config: { rateLimit: false } }, async (req, reply) => {
    const { name } = req.params as { name: string };
    const square = SQUARE_NAME.exec(name);
    const match = square ?? LEGACY_NAME.exec(name);
    const notFound = () => reply.code(404).send({ status: 'error', message: MESSAGES.notFound });
    if (!match) return notFound();
    const data = await app.deps.storage.get(`${UPLOADS_KEY_PREFIX}${name}`);
    if (!data) return notFound();
    return reply
        .header('Content-Type', TYPES[match[1] ?? 'png'])
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', square ? 'public, max-age=31536000, immutable' : 'public, max-age=86400')
        .send(data);
  });
}
