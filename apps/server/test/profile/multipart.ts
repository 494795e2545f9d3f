// A multipart body as the web form sends it (SPEC 5 'Profile settings': the upload is multipart).
import crypto from 'node:crypto';
import { API } from '@ott/contract';
import type { TestClient } from '../helper.ts';

export interface MultipartBody {
  payload: Buffer;
  headers: Record<string, string>;
}

export function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer; type: string }): MultipartBody {
  const boundary = `----test${crypto.randomBytes(6).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="profile_picture"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const postMultipart = (client: TestClient, body: MultipartBody, opts: { csrf?: boolean } = {}) =>
  client.request('POST', API.updateProfile, body.payload, { headers: body.headers, ...opts });
