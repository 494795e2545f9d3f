// The title's promo clip (the trailer behind the hero and the title page's Promo button, SPEC 2.12):
// what plays now with a small preview, the last upload's processing (the title query polls every
// 2 s while it moves) or why it failed, and Upload / Replace (a short video file, sent in one
// request with its progress) and Remove (after a confirmation).
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { MAX_PROMO_BYTES, type AdminTitle } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { SectionCard } from '@/ui/section-card.tsx';
import { useRemovePromo, useUploadPromo } from '../api/promo.ts';
import { errorMessage, translateMessage } from '../lib/server-message.ts';
import { isPromoMoving } from '../lib/title-media.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { FILM_ACCEPT } from './film-upload.tsx';
import { PreviewVideo } from './preview-player.tsx';

function Bar({ label, percent, done }: { label: string; percent: number; done?: boolean }) {
  return (
    <div>
      <div className="mb-1 flex justify-between text-xs text-white/70">
        <span>{label}</span>
        <span className="tabular-nums">{percent}%</span>
      </div>
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 overflow-hidden rounded-full bg-white/10">
        <div className={`h-full rounded-full transition-[width] ${done ? 'bg-emerald-400' : 'bg-violet-400'}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function RemovePromoDialog({ title, open, onClose }: { title: AdminTitle; open: boolean; onClose(): void }) {
  const { t } = useTranslation('admin');
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={t('promoRemoveTitle')}
      question={t('promoRemoveConfirm', { title: title.title })}
      mutation={useRemovePromo(title.id)}
      variables={undefined}
      labels={{ cancel: t('cancel'), confirm: t('promoRemove'), pending: t('promoRemoving') }}
    />
  );
}

export function PromoPanel({ title }: { title: AdminTitle }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPromo(title.id);
  const [sent, setSent] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const promo = title.promo;
  const moving = isPromoMoving(promo?.state);
  const hasPromo = title.promo_hls_url !== null;

  const send = (file: File) => {
    setError(null);
    if (file.size > MAX_PROMO_BYTES) return setError(t('msg_promoTooLarge'));
    setSent(0);
    upload.mutate(
      { file, onProgress: (fraction) => setSent(Math.min(99, Math.floor(fraction * 100))) },
      {
        onSuccess: (result) => toast.success(translateMessage(t, result.message)),
        onError: (failure) => setError(errorMessage(t, failure)),
      },
    );
  };

  return (
    <SectionCard title={t('promoTitle')}>
      <div className="grid gap-4">
        <p className="text-sm text-white/70">{t('promoIntro')}</p>
        {hasPromo && !moving && (
          <div className="max-w-md">
            <PreviewVideo url={title.promo_hls_url!} poster={title.landscape_image_url} label={t('promoPreview')} />
          </div>
        )}
        {!hasPromo && !moving && <p className="text-sm text-white/60">{t('noPromo')}</p>}
        {promo && (moving || promo.state === 'failed') && (
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
            <dt className="text-white/60">{t('ingestState')}</dt>
            <dd className="font-semibold" data-testid="promo-state">
              {t(`promo_${promo.state}`)}
            </dd>
            {promo.source_name && (
              <>
                <dt className="text-white/60">{t('sourceFile')}</dt>
                <dd className="break-all">{promo.source_name}</dd>
              </>
            )}
          </dl>
        )}
        {moving && promo && <Bar label={t('promoProcessing')} percent={promo.progress} />}
        {promo?.state === 'failed' && promo.error && (
          <div role="alert" className="rounded-xl bg-brand/10 p-3 text-sm ring-1 ring-brand-2/50">
            <p className="font-semibold">{t('failureReason')}</p>
            <p className="mt-1 whitespace-pre-wrap text-white/85">{translateMessage(t, promo.error)}</p>
          </div>
        )}
        {upload.isPending && <Bar label={t('promoUploading')} percent={sent} />}
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-brand-2">
            {error}
          </p>
        )}
        <input
          ref={input}
          type="file"
          accept={FILM_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label={t('promoFile')}
          disabled={upload.isPending || moving}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (chosen) send(chosen);
          }}
        />
        <div className="flex flex-wrap gap-3">
          <Button
            variant="secondary"
            disabled={upload.isPending || moving}
            aria-busy={upload.isPending || undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onClick={() => input.current?.click()}
          >
            {upload.isPending ? t('promoUploadingButton') : hasPromo || promo ? t('promoReplace') : t('promoUpload')}
          </Button>
          {(hasPromo || (promo && !moving)) && (
            <Button variant="ghost" disabled={upload.isPending || moving} onClick={() => setConfirming(true)}>
              {t('promoRemove')}
            </Button>
          )}
        </div>
        <p className="text-xs text-white/50">{t('promoLimits')}</p>
      </div>
      <RemovePromoDialog title={title} open={confirming} onClose={() => setConfirming(false)} />
    </SectionCard>
  );
}
