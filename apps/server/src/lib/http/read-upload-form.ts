// A small multipart form (artwork, subtitles, thumbnails, popup media): its text fields and its one file, refused in the
// caller's words when the file is missing or over `maxBytes` (never the plugin's own 413 or 500).
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@ott/contract';
import { badRequest } from '../errors.ts';
import { assertNoNulCharacter } from './odd-input.ts';

export interface UploadForm {
  fields: Record<string, string>;
  file: { data: Buffer; filename: string } | null;
}

export async function readUploadForm(req: FastifyRequest, maxBytes: number, tooLarge: string, missing: string): Promise<UploadForm> {
  if (!req.isMultipart()) throw badRequest(missing, { file: [missing] });
  const fields: Record<string, string> = {};
  let file: UploadForm['file'] = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10 } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'file') file = { data, filename: part.filename };
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(tooLarge, { file: [tooLarge] });
    if (code?.startsWith('FST_')) throw badRequest(missing, { file: [missing] });
    // Anything else thrown while reading the parts is a form the client broke (no boundary, a body
    // cut short): a 400 in the usual words, never a 500 (issue 16.4, found by the security fuzz).
    throw badRequest(MESSAGES.invalidRequest);
  }
  if (!file || file.data.length === 0) throw badRequest(missing, { file: [missing] });
  assertNoNulCharacter(fields);
  return { fields, file };
}
