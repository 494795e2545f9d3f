// One dashboard chart as a card: the drawing (uPlot, a lazy chunk) is hidden from screen readers;
// a sentence sums each series up and a table under it gives every number (the text alternative).
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/ui/spinner.tsx';
import { dayLabel } from '../lib/dashboard-format.ts';

const UplotChart = lazy(() => import('./uplot-chart.tsx'));

export interface ChartSeries {
  label: string;
  values: readonly number[];
  color: string;
  kind: 'bar' | 'line';
  /** A level (subscribers) is summed up by its last value, a flow (signups) by its total. */
  level?: boolean;
}

export interface DashboardChartProps {
  title: string;
  days: readonly string[];
  series: readonly ChartSeries[];
  format: (value: number) => string;
  /** Axis ticks (short); defaults to `format`. */
  axisFormat?: (value: number) => string;
  note?: string;
}

function Summary({ days, series, format }: Pick<DashboardChartProps, 'days' | 'series' | 'format'>) {
  const { t, i18n } = useTranslation('admin');
  return (
    <ul className="mt-3 space-y-1 text-xs text-white/70">
      {series.map((s) => {
        const max = Math.max(...s.values, 0);
        const at = (index: number) => dayLabel(days[index] ?? days[0]!, i18n.language);
        const maxDay = at(Math.max(0, s.values.indexOf(max)));
        const text = s.level
          ? t('dash_summaryLevel', { series: s.label, last: format(s.values.at(-1) ?? 0), lastDay: at(days.length - 1), max: format(max), maxDay })
          : t('dash_summary', { series: s.label, total: format(s.values.reduce((a, b) => a + b, 0)), max: format(max), maxDay });
        return (
          <li key={s.label} className="flex items-start gap-2">
            <span aria-hidden="true" className="mt-1 size-2 shrink-0 rounded-full" style={{ backgroundColor: s.color }} />
            {text}
          </li>
        );
      })}
    </ul>
  );
}

export function DashboardChart({ title, days, series, format, axisFormat, note }: DashboardChartProps) {
  const { t, i18n } = useTranslation('admin');
  const labels = days.map((day) => dayLabel(day, i18n.language));
  return (
    <figure className="min-w-0 rounded-2xl bg-surface p-4 ring-1 ring-white/10 md:p-5">
      <figcaption className="text-sm font-semibold text-white">{title}</figcaption>
      {note ? <p className="mt-1 text-xs text-muted">{note}</p> : null}
      <div className="mt-3 h-[200px]">
        <Suspense fallback={<Spinner className="mx-auto mt-16 size-6" label={t('dash_chartLoading')} />}>
          <UplotChart labels={labels} series={series} formatValue={axisFormat ?? format} height={200} />
        </Suspense>
      </div>
      <Summary days={days} series={series} format={format} />
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-xs font-semibold text-white/80 hover:text-white">{t('dash_showTable')}</summary>
        <div className="mt-2 max-h-64 overflow-auto">
          <table className="w-full text-left text-xs">
            <caption className="sr-only">{title}</caption>
            <thead className="text-muted">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">{t('dash_colDay')}</th>
                {series.map((s) => (
                  <th key={s.label} scope="col" className="py-1 pr-3 text-right font-medium">{s.label}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day, index) => (
                <tr key={day} className="border-t border-white/5">
                  <th scope="row" className="py-1 pr-3 font-normal text-white/80">{labels[index]}</th>
                  {series.map((s) => (
                    <td key={s.label} className="py-1 pr-3 text-right tabular-nums">{format(s.values[index] ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
