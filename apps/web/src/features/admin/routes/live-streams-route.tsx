// /admin/live (editor): every live stream, hidden ones included, in the viewers' order, with the
// visible and important switches, moves up and down, an editor for every field, and a form to add
// one (last in the order).
import { useState } from 'react';
import { Plus } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { AdminCategory } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { LoadError } from '@/ui/load-error.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { moved } from '../api/catalogue.ts';
import { adminCategoriesQueryOptions, adminLiveStreamsQueryOptions, useReorderLiveStreams } from '../api/live.ts';
import { LiveStreamForm } from '../components/live-stream-form.tsx';
import { LiveStreamRow } from '../components/live-stream-row.tsx';
import { refocusMove } from '../components/order-controls.tsx';
import { ScreenHeading } from '../components/screen-heading.tsx';
import { errorMessage } from '../lib/server-message.ts';

function AddLiveStream({ categories }: { categories: readonly AdminCategory[] }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => document.getElementById('live-add-open')?.focus());
  };
  return (
    <section aria-labelledby="add-live" className="rounded-2xl bg-surface p-4 ring-1 ring-white/10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="add-live" className="text-lg font-semibold">
          {t('liveAddHeading')}
        </h2>
        {!open && (
          <Button id="live-add-open" onClick={() => setOpen(true)} aria-expanded={false}>
            <Plus aria-hidden="true" className="size-4" />
            {t('liveAddOpen')}
          </Button>
        )}
      </div>
      {open && (
        <div className="mt-4">
          <LiveStreamForm categories={categories} onDone={close} onCancel={close} />
        </div>
      )}
    </section>
  );
}

export default function LiveStreamsScreen() {
  const { t } = useTranslation('admin');
  const list = useQuery(adminLiveStreamsQueryOptions());
  const categories = useQuery(adminCategoriesQueryOptions());
  const reorder = useReorderLiveStreams();
  const rows = list.data ?? [];
  const categoryList = categories.data ?? [];
  const move = (index: number, step: -1 | 1) => {
    const row = rows[index];
    if (!row || reorder.isPending) return;
    reorder.mutate(
      moved(rows, index, step).map((s) => s.id),
      { onError: (err) => toast.error(errorMessage(t, err)) },
    );
    refocusMove(`live-${row.id}`, step);
  };
  const failed = list.isError || categories.isError;
  return (
    <>
      <ScreenHeading title={t('liveTitle')} intro={t('liveIntro')} />
      <AddLiveStream categories={categoryList} />
      <section aria-labelledby="live-list" className="mt-8">
        <h2 id="live-list" className="mb-4 text-lg font-semibold">
          {t('liveList')}
        </h2>
        {list.isPending && <Skeleton className="h-64 rounded-2xl" />}
        {failed && (
          <LoadError
            message={t('loadFailed')}
            onRetry={() => {
              void list.refetch();
              void categories.refetch();
            }}
            isRetrying={list.isFetching || categories.isFetching}
          />
        )}
        {list.data && rows.length === 0 && <p className="rounded-2xl bg-surface p-6 text-center text-muted ring-1 ring-white/10">{t('liveNone')}</p>}
        {rows.length > 0 && (
          <ol aria-labelledby="live-list" aria-busy={reorder.isPending || undefined} className="grid gap-3">
            {rows.map((stream, index) => (
              <LiveStreamRow key={stream.id} stream={stream} categories={categoryList} position={index + 1} total={rows.length} onMove={(step) => move(index, step)} />
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
