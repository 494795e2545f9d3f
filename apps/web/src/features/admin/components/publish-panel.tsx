// Publishing: the status, Publish now, Schedule (a local date and time sent as ISO with its offset)
// and Unpublish; all disabled, with the reason, while the media is not ready.
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { PublishTitleBody, type AdminTitle } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { InputField } from '@/ui/input-field.tsx';
import { SectionCard } from '@/ui/section-card.tsx';
import { usePublishTitle, useUnpublishTitle } from '../api/titles.ts';
import { formatConsoleTime } from '../lib/format-time.ts';
import { errorMessage, translateMessage } from '../lib/server-message.ts';
import { isMediaReady, localInputToIso } from '../lib/title-media.ts';
import { TitleStatusChip } from './title-status-chip.tsx';

export function PublishPanel({ title }: { title: AdminTitle }) {
  const { t, i18n } = useTranslation('admin');
  const publish = usePublishTitle(title.id);
  const unpublish = useUnpublishTitle(title.id);
  const [at, setAt] = useState('');
  const [atError, setAtError] = useState<string | null>(null);
  const ready = isMediaReady(title);
  const busy = publish.isPending || unpublish.isPending;
  const done = { onSuccess: (result: { message?: string } | null) => toast.success(translateMessage(t, result?.message)), onError: (error: unknown) => toast.error(errorMessage(t, error)) };

  const schedule = (event: FormEvent) => {
    event.preventDefault();
    const iso = localInputToIso(at);
    const body = PublishTitleBody.safeParse({ publish_at: iso ?? '' });
    if (!iso || !body.success) return setAtError(t('chooseTime'));
    if (new Date(iso).getTime() <= Date.now()) return setAtError(t('msg_publishAtPast'));
    setAtError(null);
    publish.mutate(body.data, { ...done, onSuccess: (result) => (done.onSuccess(result), setAt('')) });
  };

  return (
    <SectionCard title={t('publishingTitle')} action={<TitleStatusChip status={title.status} ingest={title.ingest} />}>
      <p className="text-sm text-white/75">
        {title.status === 'published'
          ? t('publishedNote')
          : title.status === 'scheduled' && title.publish_at
            ? t('scheduledFor', { date: formatConsoleTime(title.publish_at, i18n.language) })
            : ready
              ? t('draftNote')
              : t('msg_publishNeedsMedia')}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {title.status !== 'published' && (
          <Button disabled={!ready || busy} aria-busy={publish.isPending || undefined} onClick={() => publish.mutate({}, done)}>
            {t('publishNow')}
          </Button>
        )}
        {(title.status === 'published' || title.status === 'scheduled') && (
          <Button variant="secondary" disabled={!ready || busy} aria-busy={unpublish.isPending || undefined} onClick={() => unpublish.mutate(undefined, done)}>
            {title.status === 'scheduled' ? t('cancelSchedule') : t('unpublish')}
          </Button>
        )}
      </div>
      {title.status !== 'published' && (
        <form noValidate onSubmit={schedule} aria-label={t('schedule')} className="mt-5 grid gap-3 sm:grid-cols-[minmax(0,16rem)_auto] sm:items-start">
          <InputField
            label={t('publishAt')}
            type="datetime-local"
            value={at}
            disabled={!ready || busy}
            onChange={(value) => {
              setAt(value);
              setAtError(null);
            }}
            error={atError}
            hint={t('publishAtHint')}
          />
          <Button type="submit" variant="secondary" className="justify-self-start sm:mt-7" disabled={!ready || busy}>
            {t('schedule')}
          </Button>
        </form>
      )}
    </SectionCard>
  );
}
