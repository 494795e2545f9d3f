// The invitation QR and its download (SPEC 2.17: png named referral_qr_{code}.png). The image is
// the server's same-origin PNG; `?download=1` is its attachment form.
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/ui/cn.ts';
import { qrDownloadHref, qrFileName } from '../lib/invite.ts';

export function ReferralQr({ code, qrCodeUrl, className }: { code: string; qrCodeUrl: string; className?: string }) {
  const { t } = useTranslation('referral');
  const file = qrFileName(code);
  return (
    <figure className={cn('flex flex-col items-center gap-3 rounded-xl bg-black/30 p-4 ring-1 ring-white/10', className)}>
      <figcaption className="text-xs font-semibold tracking-wider text-muted uppercase">{t('qrTitle')}</figcaption>
      <img src={qrCodeUrl} alt={t('qrAlt')} width={176} height={176} className="size-44 rounded-lg bg-white p-2" />
      <a
        href={qrDownloadHref(qrCodeUrl)}
        download={file}
        aria-label={t('downloadQrLabel', { file })}
        className="inline-flex h-10 items-center gap-2 rounded-lg bg-white/10 px-4 text-sm font-semibold hover:bg-white/20"
      >
        <Download className="size-4" aria-hidden="true" />
        {t('downloadQr')}
      </a>
    </figure>
  );
}
