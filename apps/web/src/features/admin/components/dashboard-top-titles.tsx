// A top-titles list of the dashboard: rank, title, views and watch time.
import { useTranslation } from 'react-i18next';
import type { DashboardTitle } from '@ott/contract';
import { countText, hoursMinutes } from '../lib/dashboard-format.ts';

export function DashboardTopTitles({ heading, titles }: { heading: string; titles: readonly DashboardTitle[] }) {
  const { t } = useTranslation('admin');
  return (
    <section className="min-w-0 rounded-2xl bg-surface p-4 ring-1 ring-white/10 md:p-5" aria-label={heading}>
      <h2 className="text-sm font-semibold">{heading}</h2>
      {titles.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('dash_noTitles')}</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <thead className="text-xs text-muted">
            <tr>
              <th scope="col" className="w-8 py-1 font-medium">#</th>
              <th scope="col" className="py-1 font-medium">{t('dash_colTitle')}</th>
              <th scope="col" className="py-1 text-right font-medium">{t('dash_colViews')}</th>
              <th scope="col" className="py-1 text-right font-medium">{t('dash_colWatch')}</th>
            </tr>
          </thead>
          <tbody>
            {titles.map((title, index) => (
              <tr key={title.video_id} className="border-t border-white/5">
                <td className="py-2 text-muted tabular-nums">{index + 1}</td>
                <th scope="row" className="max-w-0 truncate py-2 pr-2 font-medium">{title.title}</th>
                <td className="py-2 text-right tabular-nums">{countText(title.views)}</td>
                <td className="py-2 pl-2 text-right whitespace-nowrap tabular-nums">
                  {t('dash_hoursMinutes', hoursMinutes(title.watch_seconds))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
