// A series' own fields in the console (issue 18.4): title, description, publishing and artwork
// (chosen among its episodes' pictures; none shows the first episode's).
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { UpdateSeriesBody, type AdminSeries, type SeriesStatus } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { InputField } from '@/ui/input-field.tsx';
import { SectionCard } from '@/ui/section-card.tsx';
import { SelectField } from '@/ui/select-field.tsx';
import { useSeriesWrite } from '../api/series.ts';
import { errorMessage, translateMessage } from '../lib/server-message.ts';
import { TextAreaField } from './text-area-field.tsx';

export function SeriesDetailsForm({ series }: { series: AdminSeries }) {
  const { t } = useTranslation('admin');
  const write = useSeriesWrite(series.id);
  const [title, setTitle] = useState(series.title);
  const [description, setDescription] = useState(series.description);
  const [status, setStatus] = useState<SeriesStatus>(series.status);
  const [landscape, setLandscape] = useState(series.landscape_image ?? '');
  const [portrait, setPortrait] = useState(series.portrait_image ?? '');
  const [error, setError] = useState<string | null>(null);
  const pictures = (kind: 'landscape' | 'portrait') =>
    series.image_options.filter((o) => o.kind === kind).map((o) => ({ value: o.path, label: o.path.split('/').slice(-2).join('/') }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (write.isPending) return;
    const parsed = UpdateSeriesBody.safeParse({ title, description, status, landscape_image: landscape || null, portrait_image: portrait || null });
    if (!parsed.success) return setError(translateMessage(t, parsed.error.issues[0]?.message));
    write.mutate(
      { kind: 'update', body: parsed.data },
      {
        onSuccess: (result) => {
          setError(null);
          toast.success(translateMessage(t, result.message));
        },
        onError: (err) => setError(errorMessage(t, err)),
      },
    );
  };
  return (
    <SectionCard title={t('seriesDetails')}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <InputField label={t('seriesTitleField')} value={title} onChange={setTitle} maxLength={200} />
        <TextAreaField label={t('seriesDescription')} value={description} onChange={setDescription} maxLength={5000} />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label={t('seriesStatusField')}
            placeholder={t('seriesStatusField')}
            value={status}
            options={(['draft', 'published'] as const).map((value) => ({ value, label: t(`seriesStatus_${value}`) }))}
            onChange={(value) => setStatus(value as SeriesStatus)}
          />
          <SelectField label={t('seriesLandscape')} placeholder={t('seriesFirstEpisodeArt')} value={landscape} options={pictures('landscape')} onChange={setLandscape} />
          <SelectField label={t('seriesPortrait')} placeholder={t('seriesFirstEpisodeArt')} value={portrait} options={pictures('portrait')} onChange={setPortrait} />
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-300">
            {error}
          </p>
        )}
        <div>
          <Button type="submit" disabled={write.isPending} aria-busy={write.isPending || undefined}>
            {write.isPending ? t('seriesSaving') : t('seriesSave')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
