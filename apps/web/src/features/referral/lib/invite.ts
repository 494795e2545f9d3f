// What an invitation says and where its links lead (SPEC 2.17): the WhatsApp link carries the
// message, the QR downloads as referral_qr_{code}.png.
import type { TFunction } from 'i18next';
import { BRAND_NAME } from '@ott/contract';

export interface Invite {
  title: string;
  /** The whole message, invitation link included, as a friend receives it. */
  message: string;
}

export function inviteOf(t: TFunction<'referral'>, code: string, inviteUrl: string): Invite {
  return {
    title: t('shareTitle', { brand: BRAND_NAME }),
    message: t('shareMessage', { brand: BRAND_NAME, code, url: inviteUrl }),
  };
}

export const whatsAppHref = (message: string) => `https://wa.me/?text=${encodeURIComponent(message)}`;

/** The server's attachment form of the QR (same image, Content-Disposition: attachment). */
export function qrDownloadHref(qrCodeUrl: string): string {
  return `${qrCodeUrl}${qrCodeUrl.includes('?') ? '&' : '?'}download=1`;
}

export const qrFileName = (code: string) => `referral_qr_${code}.png`;
