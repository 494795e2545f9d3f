// A title's skip markers in the console (issue 18.5): rows of kind, start and end seconds, added and
// removed here and saved together; the server checks them (within the running time, start before
// end, no overlap of one kind) and its sentence is shown when it refuses.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { SKIP_MARKER_KINDS, type AdminTitle, type SkipMarker, type SkipMarkerKind } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { InputField } from '@/ui/input-field.tsx';
import { SectionCard } from '@/ui/section-card.tsx';
import { SelectField } from '@/ui/select-field.tsx';
import { titleMarkersQueryOptions, useSaveMarkers } from '../api/series.ts';
import { errorMessage, translateMessage } from '../lib/server-message.ts';

interface Row {
  key: number;
  kind: SkipMarkerKind;
  start: string;
  end: string;
}

let nextKey = 1;
const toRows = (markers: readonly SkipMarker[]): Row[] => markers.map((m) => ({ key: nextKey++, kind: m.kind, start: String(m.start), end: String(m.end) }));

function MarkersForm({ titleId, saved }: { titleId: number; saved: readonly SkipMarker[] }) {
  const { t } = useTranslation('admin');
  const save = useSaveMarkers(titleId);
  const [rows, setRows] = useState<Row[]>(() => toRows(saved));
  const [error, setError] = useState<string | null>(null);
  const change = (key: number, patch: Partial<Row>) => setRows((list) => list.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const markers = rows.map((row) => ({ kind: row.kind, start: Number(row.start), end: Number(row.end) }));
    save.mutate(markers, {
      onSuccess: (result) => {
        setError(null);
        setRows(toRows(result.markers));
        toast.success(translateMessage(t, result.message));
      },
      onError: (err) => setError(errorMessage(t, err)),
    });
  };
  const kinds = SKIP_MARKER_KINDS.map((kind) => ({ value: kind, label: t(`markerKind_${kind}`) }));
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      {rows.length === 0 && <p className="text-sm text-white/60">{t('markersNone')}</p>}
      <ol className="grid gap-3">
        {rows.map((row, index) => (
          <li key={row.key} className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[10rem_1fr_1fr_auto]">
            <SelectField className="col-span-2 sm:col-span-1" label={t('markerKind')} placeholder={t('markerKind')} value={row.kind} options={kinds} onChange={(kind) => change(row.key, { kind: kind as SkipMarkerKind })} />
            <InputField label={t('markerStart')} inputMode="decimal" value={row.start} onChange={(start) => change(row.key, { start })} />
            <InputField label={t('markerEnd')} inputMode="decimal" value={row.end} onChange={(end) => change(row.key, { end })} />
            <button
              type="button"
              aria-label={t('markerRemove', { number: index + 1 })}
              title={t('markerRemove', { number: index + 1 })}
              onClick={() => setRows((list) => list.filter((r) => r.key !== row.key))}
              className="col-span-2 grid size-10 place-items-center justify-self-end rounded-lg bg-white/8 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white sm:col-span-1"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ol>
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setRows((list) => [...list, { key: nextKey++, kind: 'intro', start: '', end: '' }])}>
          {t('markerAdd')}
        </Button>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? t('markersSaving') : t('markersSave')}
        </Button>
      </div>
    </form>
  );
}

export function MarkersPanel({ title }: { title: Pick<AdminTitle, 'id'> }) {
  const { t } = useTranslation('admin');
  const markers = useQuery(titleMarkersQueryOptions(title.id));
  return (
    <SectionCard title={t('markersTitle')}>
      <p className="mb-4 text-sm text-white/70">{t('markersIntro')}</p>
      {markers.data ? <MarkersForm key={title.id} titleId={title.id} saved={markers.data.markers} /> : markers.isError ? <p className="text-sm text-red-300">{errorMessage(t, markers.error)}</p> : null}
    </SectionCard>
  );
}
