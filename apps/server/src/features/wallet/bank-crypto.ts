// Bank account numbers at rest (ARCHITECTURE 6): AES-256-GCM, bound to the owner by the
// additional data, stored as iv.tag.ciphertext (base64url). A keyed fingerprint of IFSC + number
// finds duplicates without decrypting; only the last four digits are ever shown.
import crypto from 'node:crypto';
import type { Config } from '../../config.ts';

interface BankKeys {
  encryption: Buffer;
  fingerprint: Buffer;
}

const cache = new WeakMap<object, BankKeys>();

/**
 * BANK_ENCRYPTION_KEY (64 hex) when set (required with RazorpayX), else a key derived from
 * SESSION_SECRET with HKDF-SHA256 under its own label, so development data is encrypted too.
 * The fingerprint key is derived from the encryption key under another label.
 */
export function bankKeys(config: Pick<Config, 'bankEncryptionKey' | 'sessionSecret'>): BankKeys {
  let keys = cache.get(config);
  if (!keys) {
    const encryption = config.bankEncryptionKey
      ? Buffer.from(config.bankEncryptionKey, 'hex')
      : Buffer.from(
          crypto.hkdfSync('sha256', config.sessionSecret, '', 'ott bank account encryption v1', 32),
        );
    const fingerprint = Buffer.from(
      crypto.hkdfSync('sha256', encryption, '', 'ott bank account fingerprint v1', 32),
    );
    keys = { encryption, fingerprint };
    cache.set(config, keys);
  }
  return keys;
}

const aad = (userId: number) => Buffer.from(`bank_account:user:${userId}`);

export function encryptAccountNumber(
  keys: BankKeys,
  userId: number,
  accountNumber: string,
): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keys.encryption, iv);
  cipher.setAAD(aad(userId));
  const ciphertext = Buffer.concat([cipher.update(accountNumber, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), ciphertext].map((b) => b.toString('base64url')).join('.');
}

/** Throws when the value was tampered with, moved to another user, or made with another key. */
export function decryptAccountNumber(keys: BankKeys, userId: number, stored: string): string {
  const [iv, tag, ciphertext] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !ciphertext || iv.length !== 12 || tag.length !== 16)
    throw new Error('malformed bank account ciphertext');
  const decipher = crypto.createDecipheriv('aes-256-gcm', keys.encryption, iv);
  decipher.setAAD(aad(userId));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
}

export function accountFingerprint(keys: BankKeys, ifsc: string, accountNumber: string): string {
  return crypto
    .createHmac('sha256', keys.fingerprint)
    .update(`${ifsc.toUpperCase()}:${accountNumber}`)
    .digest('hex');
}

/** 'XXXXXXXX1234': a fixed-length mask, so not even the number's length leaves the server. */
export function maskAccountNumber(last4: string): string {
  return `XXXXXXXX${last4}`;
}
