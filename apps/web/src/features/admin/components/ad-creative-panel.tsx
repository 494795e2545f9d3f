// An ad's creative: a banner's picture (uploaded, checked and re-encoded by the server, shown as
// viewers see it) or a video ad's clip (a tus upload with its progress, then the server's processing
// with its percent, then a preview of the packaged stream).
import { useRef } from 'react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { MAX_AD_IMAGE_BYTES, MAX_AD_VIDEO_BYTES, type AdminAd } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { SectionCard } from '@/ui/section-card.tsx';
import { useRefreshAds, useUploadBannerImage } from '../api/ads.ts';
import { useFilmUpload } from '../hooks/use-film-upload.ts';
import { startAdVideoUpload } from '../lib/ad-video-upload.ts';
import { errorMessage, translateMessage } from '../lib/server-message.ts';
import { FILM_ACCEPT, UploadProgress } from './film-upload.tsx';
import { PreviewVideo } from './preview-player.tsx';

function FilePickButton({ label, accept, disabled, onFile }: { label: string; accept: string; disabled: boolean; onFile(file: File): void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-label={label}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
      <Button variant="secondary" size="sm" disabled={disabled} aria-busy={disabled || undefined} onClick={() => input.current?.click()}>
        {label}
      </Button>
    </>
  );
}

function BannerCreative({ ad }: { ad: AdminAd }) {
  const { t } = useTranslation('admin');
  const upload = useUploadBannerImage(ad.id);
  const pick = (file: File) => {
    if (file.size > MAX_AD_IMAGE_BYTES) return void toast.error(t('amsg_imageTooLarge'));
    upload.mutate(file, { onSuccess: (saved) => toast.success(translateMessage(t, saved.message)), onError: (error) => toast.error(errorMessage(t, error)) });
  };
  const url = ad.creative.banner_url;
  return (
    <>
      {url ? (
        <img src={url} alt={t('adCreativePreview')} className="mb-3 aspect-[4/1] w-full rounded-xl bg-black/40 object-cover ring-1 ring-white/10" />
      ) : (
        <p className="mb-3 text-sm text-muted">{t('adCreativeMissing')}</p>
      )}
      <p className="mb-3 text-xs text-white/60">{t('adCreativeImageHint')}</p>
      <FilePickButton
        label={upload.isPending ? t('adUploadingImage') : t(url ? 'adReplaceImage' : 'adUploadImage')}
        accept="image/jpeg,image/png,image/webp"
        disabled={upload.isPending}
        onFile={pick}
      />
    </>
  );
}

function VideoCreative({ ad }: { ad: AdminAd }) {
  const { t } = useTranslation('admin');
  const refresh = useRefreshAds();
  const upload = useFilmUpload({ onDone: refresh, startUpload: startAdVideoUpload });
  const { creative } = ad;
  const moving = upload.state.phase === 'starting' || upload.state.phase === 'uploading';
  const processing = creative.state === 'queued' || creative.state === 'running';
  const pick = (file: File) => {
    if (file.size > MAX_AD_VIDEO_BYTES) return void toast.error(t('amsg_videoTooLarge'));
    void upload.start(ad.id, file);
  };
  return (
    <div className="grid gap-3">
      {creative.video_url ? <PreviewVideo url={creative.video_url} poster={null} label={t('adCreativePreview')} /> : <p className="text-sm text-muted">{t('adCreativeMissing')}</p>}
      {processing && (
        <div aria-live="polite">
          <p className="text-sm">{t(`adCreativeState_${creative.state}`, { progress: creative.progress })}</p>
          <div role="progressbar" aria-label={t('adCreativeProgress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={creative.progress} className="mt-2 h-2 overflow-hidden rounded-full bg-white/10">
            <div className="h-full rounded-full bg-violet-400 transition-[width]" style={{ width: `${creative.progress}%` }} />
          </div>
        </div>
      )}
      {creative.state === 'failed' && (
        <p role="alert" className="text-sm text-brand-2">
          {t('adCreativeState_failed', { error: translateMessage(t, creative.error) })}
        </p>
      )}
      <UploadProgress state={upload.state} onCancel={() => void upload.cancel()} />
      <p className="text-xs text-white/60">{t('adCreativeVideoHint')}</p>
      <div>
        <FilePickButton label={t(creative.video_url ? 'adReplaceVideo' : 'adUploadVideo')} accept={FILM_ACCEPT} disabled={moving || processing} onFile={pick} />
      </div>
    </div>
  );
}

export function AdCreativePanel({ ad }: { ad: AdminAd }) {
  const { t } = useTranslation('admin');
  return <SectionCard title={t('adCreative')}>{ad.ad_type === 'banner' ? <BannerCreative ad={ad} /> : <VideoCreative ad={ad} />}</SectionCard>;
}
