// The popup's picture or sound: what is chosen now (a thumbnail or a player), upload a file (checked
// and stored by the server; saved with the popup), or remove it.
import { useRef } from 'react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button.tsx';
import { useUploadPopupMedia } from '../api/plans-popup.ts';
import { errorMessage, translateMessage } from '../lib/server-message.ts';

type Media = { path: string; url: string } | null;

interface PopupMediaFieldProps {
  kind: 'image' | 'sound';
  value: Media;
  error?: string;
  onChange(value: Media, size?: { width: number | null; height: number | null }): void;
}

export function PopupMediaField({ kind, value, error, onChange }: PopupMediaFieldProps) {
  const { t } = useTranslation('admin');
  const upload = useUploadPopupMedia(kind);
  const input = useRef<HTMLInputElement>(null);
  const image = kind === 'image';
  const headingId = `popup-${kind}-heading`;
  const pick = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (result) => {
        onChange({ path: result.path, url: result.url }, { width: result.width, height: result.height });
        toast.success(translateMessage(t, result.message));
      },
      onError: (err) => toast.error(errorMessage(t, err)),
    });
  };
  return (
    <div role="group" aria-labelledby={headingId} className="rounded-xl bg-surface-2/60 p-3 ring-1 ring-white/10">
      <p id={headingId} className="mb-2 text-sm font-medium text-white/80">
        {t(image ? 'popupImage' : 'popupSound')}
      </p>
      {value ? (
        image ? (
          // A picture that cannot load (its file gone) is hidden rather than drawn as a broken icon.
          <img src={value.url} alt="" onError={(event) => (event.currentTarget.hidden = true)} className="mb-3 max-h-32 rounded-lg object-contain ring-1 ring-white/10" />
        ) : (
          <audio controls src={value.url} aria-label={t('popupSoundPlayer')} className="mb-3 w-full max-w-sm" />
        )
      ) : (
        <p className="mb-3 text-sm text-muted">{t(image ? 'popupImageNone' : 'popupSoundNone')}</p>
      )}
      {error && <p className="mb-2 text-xs text-brand-2">{error}</p>}
      <input
        ref={input}
        type="file"
        hidden
        accept={image ? 'image/jpeg,image/png,image/webp' : 'audio/mpeg,audio/mp4,audio/ogg,audio/wav,.mp3,.m4a,.ogg,.wav'}
        onChange={(event) => {
          pick(event.target.files?.[0]);
          event.target.value = '';
        }}
        data-testid={`popup-${kind}-file`}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" disabled={upload.isPending} aria-busy={upload.isPending || undefined} onClick={() => input.current?.click()}>
          {upload.isPending
            ? t('popupImageUploading')
            : t(value ? (image ? 'popupImageReplace' : 'popupSoundReplace') : image ? 'popupImageUpload' : 'popupSoundUpload')}
        </Button>
        {value && (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t(image ? 'popupImageRemove' : 'popupSoundRemove')}
          </Button>
        )}
      </div>
    </div>
  );
}
