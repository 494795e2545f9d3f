import { MESSAGES, normalizePhone, validatePhone } from '@ott/contract';
import { badRequest } from '../../lib/errors.ts';

/** SPEC 5 'Phone' rules on the server: the normalised number, or 400 with the spec's words. */
export function parsePhone(raw: string): string {
  const phone = normalizePhone(raw);
  const { valid, message } = validatePhone(phone);
  if (!valid) {
    const text = message ?? MESSAGES.phoneLength;
    throw badRequest(text, { phone: [text] });
  }
  return phone;
}
