// /admin/titles/:id (editor): one title: its film's ingest (polled while it moves), the edit form,
// subtitles, the promo clip, the media facts, a preview and publishing.
import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminTitle } from '@ott/contract';
import { ApiError } from '@/lib/api-client.ts';
import { useHoursMinutes } from '@/ui/duration.ts';
import { LoadError } from '@/ui/load-error.tsx';
import { SectionCard } from '@/ui/section-card.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { titleQueryOptions } from '../api/titles.ts';
import { ConsoleNotice } from '../components/console-notice.tsx';
import { IngestPanel } from '../components/ingest-panel.tsx';
import { MarkersPanel } from '../components/markers-panel.tsx';
import { PreviewPlayer } from '../components/preview-player.tsx';
import { PromoPanel } from '../components/promo-panel.tsx';
import { PublishPanel } from '../components/publish-panel.tsx';
import { languageKey, SubtitlesPanel } from '../components/subtitles-panel.tsx';
import { TitleEditForm } from '../components/title-edit-form.tsx';
import { TitleStatusChip } from '../components/title-status-chip.tsx';
import { errorMessage } from '../lib/server-message.ts';
import { BackToTitles } from './new-title-route.tsx';

function MediaFacts({ title }: { title: AdminTitle }) {
  const { t } = useTranslation('admin');
  const hoursMinutes = useHoursMinutes();
  return (
    <SectionCard title={t('mediaTitle')}>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <dt className="text-white/60">{t('colDuration')}</dt>
        <dd className="tabular-nums">{title.duration > 0 ? hoursMinutes(title.duration) : '–'}</dd>
        <dt className="text-white/60">{t('audioLanguages')}</dt>
        <dd>
          {title.audio_languages.length === 0 ? (
            <span className="text-white/50">–</span>
          ) : (
            <ul className="flex flex-wrap gap-1.5" aria-label={t('audioLanguages')}>
              {title.audio_languages.map((tag, i) => {
                const key = languageKey(tag);
                return (
                  <li key={`${tag}-${i}`} className="rounded-full bg-white/8 px-2.5 py-0.5 text-xs ring-1 ring-white/20">
                    {key ? t(key) : tag}
                  </li>
                );
              })}
            </ul>
          )}
        </dd>
        <dt className="text-white/60">{t('protection')}</dt>
        <dd>
          {title.is_protected ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-500/15 px-2.5 py-0.5 text-xs font-semibold text-emerald-100 ring-1 ring-emerald-400/50">
              <ShieldCheck aria-hidden="true" className="size-3.5" />
              {t('protectedBadge')}
            </span>
          ) : (
            <span className="text-white/60">{t('notProtected')}</span>
          )}
        </dd>
      </dl>
    </SectionCard>
  );
}

export function TitleScreen({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const valid = /^\d+$/.test(id) && Number(id) > 0;
  const title = useQuery({ ...titleQueryOptions(id), enabled: valid });
  if (!valid || (title.error instanceof ApiError && title.error.status === 404)) {
    return (
      <>
        <BackToTitles />
        <ConsoleNotice title={t('msg_titleNotFound')}>
          <p className="text-white/70">{t('titleNotFoundBody')}</p>
        </ConsoleNotice>
      </>
    );
  }
  if (title.isError && !title.data) {
    return (
      <>
        <BackToTitles />
        <LoadError message={errorMessage(t, title.error)} onRetry={() => void title.refetch()} isRetrying={title.isFetching} />
      </>
    );
  }
  if (!title.data) {
    return (
      <>
        <BackToTitles />
        <Skeleton className="mb-4 h-10 w-2/3" />
        <Skeleton className="h-96 rounded-2xl" />
      </>
    );
  }
  const data = title.data;
  return (
    <>
      <BackToTitles />
      <header className="mb-6 flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 text-2xl font-bold break-words md:text-3xl">{data.title}</h1>
        <TitleStatusChip status={data.status} ingest={data.ingest} />
      </header>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem] xl:items-start">
        <div className="grid min-w-0 gap-6">
          <IngestPanel title={data} />
          {/* Keyed by the title: another title's page starts from its own values. */}
          <TitleEditForm key={data.id} title={data} />
          <SubtitlesPanel title={data} />
          <PromoPanel title={data} />
          <MarkersPanel title={data} />
        </div>
        <div className="grid min-w-0 gap-6 xl:sticky xl:top-6">
          <PublishPanel title={data} />
          <PreviewPlayer url={data.hls_url} poster={data.landscape_image_url} />
          <MediaFacts title={data} />
        </div>
      </div>
    </>
  );
}
