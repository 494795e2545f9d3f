// One live stream in the console's list: its picture, title, category and marks, its source
// ("Looping: <title>" for our own channel), the visible and
// important switches (saved at once), its place in the order, and Edit, which opens the full form
// in place.
import { useState } from 'react';
import { Radio } from 'lucide-react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { AdminCategory, AdminLiveStream, UpdateLiveStreamBody } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { useUpdateLiveStream } from '../api/live.ts';
import { errorMessage, translateMessage } from '../lib/server-message.ts';
import { LiveStreamForm } from './live-stream-form.tsx';
import { MoveButtons, ToggleBox } from './order-controls.tsx';
import { SmartImage } from '@/ui/smart-image.tsx';

const badge = 'rounded-full px-2 py-0.5 text-xs font-semibold';

export function LiveStreamRow({
  stream,
  categories,
  position,
  total,
  onMove,
}: {
  stream: AdminLiveStream;
  categories: readonly AdminCategory[];
  position: number;
  total: number;
  onMove(step: -1 | 1): void;
}) {
  const { t } = useTranslation('admin');
  const update = useUpdateLiveStream();
  const [editing, setEditing] = useState(false);
  const idPrefix = `live-${stream.id}`;
  const save = (body: UpdateLiveStreamBody) =>
    update.mutate(
      { id: stream.id, body },
      {
        onSuccess: (result) => toast.success(translateMessage(t, result.message)),
        onError: (err) => toast.error(errorMessage(t, err)),
      },
    );
  const closeEditor = () => {
    setEditing(false);
    requestAnimationFrame(() => document.getElementById(`${idPrefix}-edit`)?.focus());
  };

  return (
    <li className={cn('min-w-0 rounded-2xl bg-surface p-4 ring-1 ring-white/10', !stream.is_active && 'bg-surface/60')} aria-label={stream.title}>
      <div className="flex items-start gap-3">
        <span
          className="grid size-8 shrink-0 place-items-center rounded-full bg-white/8 text-sm font-semibold tabular-nums"
          title={t('livePosition', { position, total })}
        >
          {position}
        </span>
        <div className="hidden aspect-video w-28 shrink-0 overflow-hidden rounded-lg bg-surface-2 sm:block">
          {stream.thumbnail_url ? (
            <SmartImage src={stream.thumbnail_url} className="size-full object-cover" />
          ) : (
            <span className="grid size-full place-items-center text-white/40">
              <Radio aria-hidden="true" className="size-6" />
              <span className="sr-only">{t('liveNoPicture')}</span>
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
            <span className="break-words">{stream.title}</span>
            {!stream.is_active && <span className={cn(badge, 'bg-white/10 text-white/80')}>{t('liveHidden')}</span>}
            {stream.is_important && <span className={cn(badge, 'bg-brand/25 text-white')}>{t('liveImportantShort')}</span>}
            {stream.is_premium && <span className={cn(badge, 'bg-gold/20 text-gold')}>{t('livePremiumShort')}</span>}
          </p>
          <p className="text-xs text-muted">{stream.category_name}</p>
          {stream.source_video_id ? (
            <p className="mt-0.5 truncate text-xs text-white/80">{t('liveLoopChosen', { title: stream.source_video_title ?? `#${stream.source_video_id}` })}</p>
          ) : (
            <p className="mt-0.5 truncate text-xs text-white/50" title={stream.source}>
              {stream.source_is_own_media ? `${t('liveSourceOwnShort')} · ${stream.source}` : stream.source}
            </p>
          )}
        </div>
        <MoveButtons
          idPrefix={idPrefix}
          upLabel={t('liveMoveUp', { title: stream.title })}
          downLabel={t('liveMoveDown', { title: stream.title })}
          first={position === 1}
          last={position === total}
          onMove={onMove}
        />
      </div>
      {editing ? (
        <section aria-label={t('liveEditHeading', { title: stream.title })} className="mt-4 border-t border-white/10 pt-4">
          <LiveStreamForm stream={stream} categories={categories} onDone={closeEditor} onCancel={closeEditor} />
        </section>
      ) : (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <ToggleBox label={t('liveVisible')} checked={stream.is_active} disabled={update.isPending} onChange={(v) => save({ is_active: v })} />
          <ToggleBox label={t('liveImportantShort')} checked={stream.is_important} disabled={update.isPending} onChange={(v) => save({ is_important: v })} />
          <Button id={`${idPrefix}-edit`} variant="secondary" className="ml-auto" aria-label={t('liveEditLabel', { title: stream.title })} onClick={() => setEditing(true)}>
            {t('liveEdit')}
          </Button>
        </div>
      )}
    </li>
  );
}
