// The dashboard's range: presets (7, 30, 90 days) as links, and a custom From/To form. Both write
// the URL, which is the range's only home (lib/dashboard-range.ts).
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_PRESETS } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { customSearch, presetSearch, type RangeChoice } from '../lib/dashboard-range.ts';

const INPUT = 'h-9 rounded-lg bg-surface-2 px-2 text-sm text-white ring-1 ring-white/15 [color-scheme:dark] focus:ring-brand-2';

export function DashboardRangePicker({ choice }: { choice: RangeChoice }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [from, setFrom] = useState(choice.from);
  const [to, setTo] = useState(choice.to);
  const preset = choice.ok ? choice.preset : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ search: customSearch(from, to) });
  };
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <nav aria-label={t('dash_range')} className="flex flex-wrap gap-2">
        {DASHBOARD_PRESETS.map((days) => (
          <Link
            key={days}
            to={{ search: presetSearch(days) }}
            aria-current={preset === days ? 'true' : undefined}
            className={cn(
              'inline-flex h-9 items-center rounded-full px-4 text-sm font-semibold ring-1 ring-white/15',
              preset === days ? 'bg-brand text-white ring-brand' : 'bg-white/5 text-white/80 hover:bg-white/10',
            )}
          >
            {t('dash_preset', { days })}
          </Link>
        ))}
      </nav>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label={t('dash_custom')}>
        <label className="flex flex-col gap-1 text-xs text-muted">
          {t('dash_from')}
          <input type="date" required value={from} onChange={(e) => setFrom(e.target.value)} className={INPUT} />
        </label>
        <label className="flex flex-col gap-1 text-xs text-muted">
          {t('dash_to')}
          <input type="date" required value={to} onChange={(e) => setTo(e.target.value)} className={INPUT} />
        </label>
        <Button type="submit" variant="secondary" size="sm" className="h-9">
          {t('dash_apply')}
        </Button>
      </form>
    </div>
  );
}
