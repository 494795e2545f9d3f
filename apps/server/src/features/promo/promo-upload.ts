// The promo clip's upload (multipart `file`), streamed to INGEST_DIR under a generated name rather
// than held in memory (up to MAX_PROMO_BYTES), then probed: a file that is not a whole video with a
// picture, or longer than MAX_PROMO_SECONDS, is refused with a 400 in words and removed.
import crypto from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { ADMIN_TITLE_MESSAGES, MAX_PROMO_BYTES, MAX_PROMO_SECONDS, MESSAGES } from '@ott/contract';
import { AppError, badRequest } from '../../lib/errors.ts';
import { inspectUpload } from '../media/transcode-title.ts';

const M = ADMIN_TITLE_MESSAGES;
const REFUSALS = { not_video: M.notAVideo, truncated: M.truncated, no_video_stream: M.promoNoVideoStream } as const;

export interface ReceivedPromo {
  /** Absolute path under INGEST_DIR. */
  readonly file: string;
  readonly name: string | null;
  readonly bytes: number;
  readonly seconds: number;
}

const refuse = (message: string) => badRequest(message, { file: [message] });

export async function receivePromo(req: FastifyRequest, ingestDir: string, videoId: number): Promise<ReceivedPromo> {
  if (!req.isMultipart()) throw refuse(M.promoMissing);
  await fs.mkdir(ingestDir, { recursive: true });
  const file = path.join(ingestDir, `promo-${videoId}-${crypto.randomBytes(8).toString('hex')}`);
  try {
    let name: string | null = null;
    let received = false;
    try {
      for await (const part of req.parts({ limits: { fileSize: MAX_PROMO_BYTES, files: 1, fields: 5 } })) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        await pipeline(part.file, createWriteStream(file));
        if (part.file.truncated) throw refuse(M.promoTooLarge);
        name = part.filename ? part.filename.slice(0, 300) : null;
        received = true;
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse(M.promoTooLarge);
      if (code?.startsWith('FST_')) throw refuse(M.promoMissing);
      // Our own refusals and the disk's failures stand; anything else thrown while reading the
      // parts is a form the client broke (no boundary, a body cut short): a 400, never a 500.
      if (error instanceof AppError || (error as NodeJS.ErrnoException).syscall) throw error;
      throw badRequest(MESSAGES.invalidRequest);
    }
    const bytes = received ? (await fs.stat(file)).size : 0;
    if (bytes === 0) throw refuse(M.promoMissing);
    const inspected = await inspectUpload(file);
    if (!inspected.ok) throw refuse(REFUSALS[inspected.reason]);
    if (inspected.probe.durationSeconds > MAX_PROMO_SECONDS) throw refuse(M.promoTooLong);
    return { file, name, bytes, seconds: inspected.probe.durationSeconds };
  } catch (error) {
    await fs.rm(file, { force: true });
    throw error;
  }
}
