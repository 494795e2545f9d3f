// The film's ingest: state, the running step, a live progress bar (the title query polls every 2 s
// while it moves), why it failed, Retry and Cancel, and a new upload once the last one ended.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { INGEST_STEPS, MAX_UPLOAD_BYTES, type AdminTitle, type TitleIngest } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { SectionCard } from '@/ui/section-card.tsx';
import { adminKeys } from '../api/admin-keys.ts';
import { useCancelIngest, useRetryIngest } from '../api/titles.ts';
import { useFilmUpload } from '../hooks/use-film-upload.ts';
import { errorMessage, translateMessage } from '../lib/server-message.ts';
import { canUploadFilm, isIngestMoving } from '../lib/title-media.ts';
import { formatBytes } from '../lib/upload-format.ts';
import { FilmPicker, UploadProgress } from './film-upload.tsx';

function ReplaceFilm({ title, resume }: { title: AdminTitle; resume: boolean }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(resume);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useFilmUpload({
    onDone: () => void queryClient.invalidateQueries({ queryKey: adminKeys.title(title.id) }),
  });
  const busy = upload.state.phase === 'starting' || upload.state.phase === 'uploading';
  if (!open) {
    return (
      <Button variant="secondary" className="justify-self-start" onClick={() => setOpen(true)}>
        {t('replaceFilm')}
      </Button>
    );
  }
  return (
    <div className="grid gap-4 rounded-xl bg-white/3 p-4 ring-1 ring-white/10">
      {resume && upload.state.phase === 'idle' && (
        <p className="text-sm text-white/80">{t('resumeHint')}</p>
      )}
      <FilmPicker
        file={file}
        disabled={busy}
        error={error}
        onFile={(chosen) => {
          setFile(chosen);
          setError(null);
          upload.reset();
        }}
      />
      <UploadProgress state={upload.state} onCancel={() => void upload.cancel()} />
      <div className="flex flex-wrap gap-3">
        <Button
          disabled={busy}
          onClick={() => {
            if (!file) return setError(t('chooseVideoFirst'));
            if (file.size > MAX_UPLOAD_BYTES) return setError(t('msg_uploadTooLarge'));
            void upload.start(title.id, file);
          }}
        >
          {resume ? t('resumeUpload') : t('uploadFilm')}
        </Button>
        {!busy && !resume && (
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </div>
  );
}

function IngestDetails({ title, ingest }: { title: AdminTitle; ingest: TitleIngest }) {
  const { t } = useTranslation('admin');
  const retry = useRetryIngest(title.id);
  const cancel = useCancelIngest(title.id);
  const moving = isIngestMoving(ingest.state);
  const act = (mutation: typeof retry) =>
    mutation.mutate(undefined, {
      onSuccess: (result) => toast.success(translateMessage(t, result?.message)),
      onError: (error) => toast.error(errorMessage(t, error)),
    });
  return (
    <>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-white/60">{t('ingestState')}</dt>
        <dd className="font-semibold" data-testid="ingest-state">
          {t(`ingest_${ingest.state}`)}
        </dd>
        {ingest.step && (
          <>
            <dt className="text-white/60">{t('ingestStep')}</dt>
            <dd>
              {t(`step_${ingest.step}`)}{' '}
              <span className="text-white/50">
                {t('stepOf', {
                  n: INGEST_STEPS.indexOf(ingest.step) + 1,
                  total: INGEST_STEPS.length,
                })}
              </span>
            </dd>
          </>
        )}
        {ingest.source_name && (
          <>
            <dt className="text-white/60">{t('sourceFile')}</dt>
            <dd className="break-all">
              {ingest.source_name}
              {ingest.source_bytes !== null && (
                <span className="whitespace-nowrap text-white/50">
                  {' '}
                  · {formatBytes(ingest.source_bytes)}
                </span>
              )}
            </dd>
          </>
        )}
        {ingest.attempt > 1 && (
          <>
            <dt className="text-white/60">{t('attempt')}</dt>
            <dd>{ingest.attempt}</dd>
          </>
        )}
      </dl>
      {(moving || ingest.state === 'done') && (
        <div>
          <div className="mb-1 flex justify-between text-xs text-white/70">
            <span>{t('ingestProgress')}</span>
            <span className="tabular-nums">{ingest.progress}%</span>
          </div>
          <div
            role="progressbar"
            aria-label={t('ingestProgress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={ingest.progress}
            className="h-2 overflow-hidden rounded-full bg-white/10"
          >
            <div
              className={`h-full rounded-full transition-[width] ${ingest.state === 'done' ? 'bg-emerald-400' : 'bg-violet-400'}`}
              style={{ width: `${ingest.progress}%` }}
            />
          </div>
        </div>
      )}
      {ingest.state === 'failed' && ingest.error && (
        <div role="alert" className="rounded-xl bg-brand/10 p-3 text-sm ring-1 ring-brand-2/50">
          <p className="font-semibold">{t('failureReason')}</p>
          <p className="mt-1 whitespace-pre-wrap text-white/85">
            {translateMessage(t, ingest.error)}
          </p>
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        {(ingest.state === 'failed' || ingest.state === 'cancelled') && (
          <Button
            onClick={() => act(retry)}
            disabled={retry.isPending}
            aria-busy={retry.isPending || undefined}
          >
            {t('retry')}
          </Button>
        )}
        {moving && (
          <Button
            variant="secondary"
            onClick={() => act(cancel)}
            disabled={cancel.isPending}
            aria-busy={cancel.isPending || undefined}
          >
            {t('cancelIngest')}
          </Button>
        )}
      </div>
    </>
  );
}

export function IngestPanel({ title }: { title: AdminTitle }) {
  const { t } = useTranslation('admin');
  const ingest = title.ingest;
  return (
    <SectionCard title={t('ingestTitle')}>
      <div className="grid gap-4">
        {!ingest ? (
          // A title made before the console (the demo catalogue) has a stream but no upload of its own.
          <p className="text-sm text-white/70">{t(title.hls_url ? 'filmWithoutUpload' : 'noFilm')}</p>
        ) : (
          <IngestDetails title={title} ingest={ingest} />
        )}
        {/* One place in the tree whatever the state: an upload started here survives the state turning to 'uploading'. */}
        {(!ingest || canUploadFilm(title) || ingest.state === 'uploading') && (
          <ReplaceFilm title={title} resume={ingest?.state === 'uploading'} />
        )}
      </div>
    </SectionCard>
  );
}
