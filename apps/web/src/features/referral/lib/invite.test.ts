import { describe, expect, it } from 'vitest';
import i18n from '@/app/i18n.ts';
import '../i18n.ts';
import { inviteOf, qrDownloadHref, qrFileName, whatsAppHref } from './invite.ts';

describe('invitation', () => {
  it('says who invites to what, with the code and the invitation link', () => {
    const invite = inviteOf(i18n.getFixedT('en', 'referral'), 'RAVI7', 'https://tv.example/login?ref=RAVI7');
    expect(invite.title).toBe('Join me on TeluguTV+');
    expect(invite.message).toContain('RAVI7');
    expect(invite.message.endsWith('https://tv.example/login?ref=RAVI7')).toBe(true);
    const telugu = inviteOf(i18n.getFixedT('te', 'referral'), 'RAVI7', 'https://tv.example/login?ref=RAVI7');
    expect(telugu.message).toContain('https://tv.example/login?ref=RAVI7');
    expect(telugu.message).not.toBe(invite.message);
  });

  it('links WhatsApp with the whole message encoded', () => {
    const href = whatsAppHref('Join & watch: https://tv.example/login?ref=A1');
    expect(href).toBe('https://wa.me/?text=Join%20%26%20watch%3A%20https%3A%2F%2Ftv.example%2Flogin%3Fref%3DA1');
    expect(new URL(href).searchParams.get('text')).toBe('Join & watch: https://tv.example/login?ref=A1');
  });

  it('downloads the QR through its attachment form, named referral_qr_{code}.png', () => {
    expect(qrDownloadHref('/users/referral-qr/')).toBe('/users/referral-qr/?download=1');
    expect(qrDownloadHref('/users/referral-qr/?phone=9876543210')).toBe('/users/referral-qr/?phone=9876543210&download=1');
    expect(qrFileName('RAVI7')).toBe('referral_qr_RAVI7.png');
  });
});
