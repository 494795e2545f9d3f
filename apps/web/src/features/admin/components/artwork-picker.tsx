// Landscape or portrait artwork: one of the title's pictures (frames from the film, or pictures
// uploaded here) as a grid of radio buttons, the chosen one outlined; or upload a new picture
// (POST multipart to /api/admin/titles/{id}/images/), which is then chosen.
import { useId, useRef } from 'react';
import { Check, ImageUp } from 'lucide-react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { AdminTitle, TitleImageOption } from '@ott/contract';
import { MAX_IMAGE_BYTES } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { useUploadImage } from '../api/titles.ts';
import { errorMessage } from '../lib/server-message.ts';
import { SmartImage } from '@/ui/smart-image.tsx';

export function ArtworkPicker({
  title,
  orientation,
  value,
  onChange,
  disabled,
}: {
  title: AdminTitle;
  orientation: 'landscape' | 'portrait';
  value: string | null;
  onChange(path: string | null): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('admin');
  const name = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage(title.id);
  // Frames are offered in the shape of the place (16:9 cuts for landscape, 2:3 crops for portrait);
  // the operator's own pictures are offered in both, and the chosen one is always shown.
  const options = title.image_options.filter(
    (o) => o.kind === 'upload' || o.path === value || (orientation === 'landscape') === o.width > o.height,
  );
  // The saved picture may be none of the options (a seeded title's artwork, a picture set before
  // the console): it is shown first, as it is, so the form never looks as if there were none.
  const saved = orientation === 'landscape' ? { path: title.landscape_image, url: title.landscape_image_url } : { path: title.portrait_image, url: title.portrait_image_url };
  const tiles = [
    ...(saved.path && saved.url && !options.some((o) => o.path === saved.path) ? [{ path: saved.path, url: saved.url, label: t('currentPicture') }] : []),
    ...options.map((o, i) => ({ path: o.path, url: o.url, label: t(o.kind === 'frame' ? 'frameN' : 'uploadedN', { n: i + 1, size: `${o.width}×${o.height}` }) })),
  ];
  const send = (file: File) => {
    if (file.size > MAX_IMAGE_BYTES) return toast.error(t('msg_imageTooLarge'));
    const before = new Set(options.map((o) => o.path));
    upload.mutate(file, {
      onSuccess: (result) => {
        const added = result?.title.image_options.find((o: TitleImageOption) => !before.has(o.path));
        if (added) onChange(added.path);
      },
      onError: (error) => toast.error(errorMessage(t, error)),
    });
  };
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-white/80">{t(orientation === 'landscape' ? 'artLandscape' : 'artPortrait')}</legend>
      <div className={cn('grid gap-2', orientation === 'landscape' ? 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4' : 'grid-cols-3 sm:grid-cols-4 lg:grid-cols-6')}>
        <label className={cn('relative grid cursor-pointer place-items-center rounded-lg bg-surface-2 text-xs text-white/60 ring-2 focus-within:ring-brand-2', orientation === 'landscape' ? 'aspect-video' : 'aspect-[2/3]', value === null ? 'ring-white' : 'ring-transparent hover:ring-white/30')}>
          <input type="radio" name={name} className="sr-only" checked={value === null} disabled={disabled} onChange={() => onChange(null)} />
          {t('noImage')}
        </label>
        {tiles.map((tile) => {
          const chosen = value === tile.path;
          return (
            <label
              key={tile.path}
              className={cn(
                'relative cursor-pointer overflow-hidden rounded-lg bg-surface-2 ring-2 focus-within:ring-brand-2',
                orientation === 'landscape' ? 'aspect-video' : 'aspect-[2/3]',
                chosen ? 'ring-white' : 'ring-transparent hover:ring-white/30',
              )}
            >
              <input
                type="radio"
                name={name}
                className="sr-only"
                checked={chosen}
                disabled={disabled}
                aria-label={tile.label}
                onChange={() => onChange(tile.path)}
              />
              <SmartImage src={tile.url} className="size-full object-cover" />
              {chosen && (
                <span className="absolute top-1 right-1 grid size-5 place-items-center rounded-full bg-white text-black">
                  <Check aria-hidden="true" className="size-3.5" />
                </span>
              )}
            </label>
          );
        })}
      </div>
      {tiles.length === 0 && <p className="mt-2 text-xs text-muted">{t('noImageOptions')}</p>}
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) send(file);
        }}
      />
      <Button variant="secondary" size="sm" className="mt-3" disabled={disabled || upload.isPending} aria-busy={upload.isPending || undefined} onClick={() => input.current?.click()}>
        <ImageUp aria-hidden="true" className="size-4" />
        {upload.isPending ? t('uploadingPicture') : t(orientation === 'landscape' ? 'uploadLandscape' : 'uploadPortrait')}
      </Button>
    </fieldset>
  );
}
