// The titles as rows: on desktop a grid under column names, on phones a card per title.
import { ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminTitleRow } from '@ott/contract';
import { useHoursMinutes } from '@/ui/duration.ts';
import { formatConsoleTime } from '../lib/format-time.ts';
import { TitleStatusChip } from './title-status-chip.tsx';
import { SmartImage } from '@/ui/smart-image.tsx';

const COLUMNS = 'md:grid md:grid-cols-[7rem_minmax(0,2fr)_9rem_5rem_minmax(0,1fr)_5rem_minmax(0,1.2fr)] md:items-center md:gap-4';

export function Thumbnail({ url, className }: { url: string | null; className?: string }) {
  return url ? (
    <SmartImage src={url} className={`aspect-video rounded-md bg-surface-2 object-cover ${className ?? ''}`} />
  ) : (
    <span className={`grid aspect-video place-items-center rounded-md bg-surface-2 ${className ?? ''}`}>
      <ImageOff aria-hidden="true" className="size-6 text-white/30" />
    </span>
  );
}

export function TitlesList({ rows }: { rows: AdminTitleRow[] }) {
  const { t, i18n } = useTranslation('admin');
  const hoursMinutes = useHoursMinutes();
  return (
    <div className="overflow-hidden rounded-2xl bg-surface ring-1 ring-white/10">
      <div aria-hidden="true" className={`hidden border-b border-white/10 px-4 py-2 text-xs font-semibold tracking-wide text-white/60 uppercase ${COLUMNS}`}>
        <span />
        <span>{t('colTitle')}</span>
        <span>{t('colStatus')}</span>
        <span>{t('colType')}</span>
        <span>{t('colCategory')}</span>
        <span>{t('colDuration')}</span>
        <span>{t('colUpdated')}</span>
      </div>
      <ul aria-label={t('titlesTitle')} className="divide-y divide-white/10">
        {rows.map((row) => (
          <li key={row.id} className={`relative flex gap-3 px-4 py-3 hover:bg-white/4 ${COLUMNS}`}>
            <Thumbnail url={row.landscape_image_url} className="w-28 shrink-0 self-start md:self-center" />
            <div className="min-w-0 flex-1 md:contents">
              <Link
                to={`/admin/titles/${row.id}`}
                className="line-clamp-2 font-semibold text-white after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none focus-visible:after:rounded-lg focus-visible:after:ring-2 focus-visible:after:ring-brand-2"
              >
                {row.title}
              </Link>
              <span className="mt-1 block md:mt-0">
                <TitleStatusChip status={row.status} ingest={row.ingest} />
                {row.status === 'scheduled' && row.publish_at && (
                  <span className="mt-1 block text-xs text-amber-100/80">{t('scheduledFor', { date: formatConsoleTime(row.publish_at, i18n.language, 'short') })}</span>
                )}
              </span>
              <span className="mt-1 mr-2 inline-block text-sm text-white/80 md:mt-0 md:mr-0">{t(`type_${row.video_type}`)}</span>
              <span className="mr-2 inline-block text-sm text-white/70 md:mr-0 md:block md:truncate">{row.category_name ?? <span className="text-white/40">{t('noCategory')}</span>}</span>
              <span className="inline-block text-sm text-white/70 tabular-nums md:block">{row.duration > 0 ? hoursMinutes(row.duration) : '–'}</span>
              <span className="mt-1 block text-xs text-white/55 md:mt-0 md:text-sm">
                <span className="md:hidden">{t('colUpdated')}: </span>
                {formatConsoleTime(row.updated_at, i18n.language, 'short')}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
