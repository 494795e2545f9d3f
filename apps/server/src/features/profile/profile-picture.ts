// Profile pictures (SPEC 7 'update-profile'): the type is decided by magic bytes, never by the
// client's file name or content type, and the stored name is generated so nothing user-given
// reaches the file system.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@ott/contract';
import { badRequest } from '../../lib/errors.ts';

export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;
export const UPLOADS_URL_PREFIX = '/media/uploads/';

const SIGNATURES: { ext: string; matches: (b: Buffer) => boolean }[] = [
  { ext: 'jpg', matches: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'png', matches: (b) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: 'webp', matches: (b) => b.length > 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP' },
];

/** The file extension for an accepted image; 400 for anything else or anything too large. */
export function pictureExtension(data: Buffer): string {
  const found = data.length <= MAX_PICTURE_BYTES ? SIGNATURES.find((s) => s.matches(data)) : undefined;
  if (!found) throw badRequest(MESSAGES.invalidProfilePicture, { profile_picture: [MESSAGES.invalidProfilePicture] });
  return found.ext;
}

/** Writes the picture under uploadsDir and returns the public URL stored on the user. */
export async function storePicture(uploadsDir: string, data: Buffer, ext: string): Promise<string> {
  const name = `${crypto.randomUUID()}.${ext}`;
  await fs.mkdir(uploadsDir, { recursive: true });
  await fs.writeFile(path.join(uploadsDir, name), data);
  return `${UPLOADS_URL_PREFIX}${name}`;
}

const NAME = /^[0-9a-f-]{36}\.(jpg|png|webp)$/;
const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** GET /media/uploads/<name>: only generated names are served (more specific than /media/*). */
export function uploadsRoute(app: FastifyInstance) {
  app.get('/media/uploads/:name', { config: { rateLimit: false } }, async (req, reply) => {
    const { name } = req.params as { name: string };
    const match = NAME.exec(name);
    const notFound = () => reply.code(404).send({ status: 'error', message: MESSAGES.notFound });
    if (!match) return notFound();
    try {
      const data = await fs.readFile(path.join(app.deps.config.uploadsDir, name));
      return reply
        .header('Content-Type', TYPES[match[1] ?? 'png'])
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'public, max-age=86400')
        .send(data);
    } catch {
      return notFound();
    }
  });
}
