// Failing background jobs by queue (pg-boss): retrying now, and failed for good in the last day.
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DashboardFailingJobs } from '@ott/contract';

export function DashboardJobs({ jobs }: { jobs: readonly DashboardFailingJobs[] }) {
  const { t } = useTranslation('admin');
  return (
    <section className="min-w-0 rounded-2xl bg-surface p-4 ring-1 ring-white/10 md:p-5" aria-label={t('dash_jobs')}>
      <h2 className="text-sm font-semibold">{t('dash_jobs')}</h2>
      {jobs.length === 0 ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-emerald-300">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {t('dash_jobsOk')}
        </p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <thead className="text-xs text-muted">
            <tr>
              <th scope="col" className="py-1 font-medium">{t('dash_colQueue')}</th>
              <th scope="col" className="py-1 text-right font-medium">{t('dash_colFailed')}</th>
              <th scope="col" className="py-1 text-right font-medium">{t('dash_colRetrying')}</th>
            </tr>
          </thead>
          <tbody>
            {jobs.map((job) => (
              <tr key={job.queue} className="border-t border-white/5">
                <th scope="row" className="py-2 font-mono text-xs font-normal">{job.queue}</th>
                <td className={`py-2 text-right tabular-nums ${job.failed > 0 ? 'text-red-300' : ''}`}>{job.failed}</td>
                <td className={`py-2 text-right tabular-nums ${job.retrying > 0 ? 'text-amber-300' : ''}`}>{job.retrying}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
