// HLS AES-128 content keys (docs/decisions.md 'Protected demo content'): nothing secret is stored.
// A key id is an HMAC of the packaged clip's slug and the key an HMAC of the key id, both under
// the server's DRM secret, so the key endpoint re-derives the key on demand and the media dir only
// ever holds ciphertext. Changing the secret changes the ids, which re-packages the clip.
import crypto from 'node:crypto';
import { DRM_DEMO_CLIP } from './layout.ts';

export interface ContentKey {
  readonly keyId: string;
  readonly key: Buffer;
  /** Explicit IV written into the playlist (EXT-X-KEY IV=0x...). */
  readonly iv: Buffer;
}

const KEY_ID_PATTERN = /^[0-9a-f]{32}$/;

const hmac = (secret: string, label: string) => crypto.createHmac('sha256', secret).update(label).digest();

export function keyIdFor(secret: string, slug: string): string {
  return hmac(secret, `ott-drm-key-id:${slug}`).subarray(0, 16).toString('hex');
}

export function contentKeyFor(secret: string, slug: string): ContentKey {
  return contentKeyForId(secret, keyIdFor(secret, slug));
}

/** The key behind an id: derived from the id alone, so a stored id (an ingested title's) is enough. */
export function contentKeyForId(secret: string, keyId: string): ContentKey {
  return {
    keyId,
    key: hmac(secret, `ott-drm-content-key:${keyId}`).subarray(0, 16),
    iv: hmac(secret, `ott-drm-iv:${keyId}`).subarray(0, 16),
  };
}

/** Whether a presented key id is well formed (32 hex digits) before anything looks it up. */
export const isKeyId = (keyId: string): boolean => KEY_ID_PATTERN.test(keyId);

/** The demo clip's key for a presented id, or null when the demo does not use that id. */
export function findContentKey(secret: string, keyId: string): ContentKey | null {
  if (!KEY_ID_PATTERN.test(keyId)) return null;
  const candidate = contentKeyFor(secret, DRM_DEMO_CLIP);
  const presented = Buffer.from(keyId, 'hex');
  return crypto.timingSafeEqual(presented, Buffer.from(candidate.keyId, 'hex')) ? candidate : null;
}
