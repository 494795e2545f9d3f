// An audit entry's before and after snapshots as pretty JSON, behind a disclosure (keyboard and
// screen-reader friendly as it is native <details>).
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@ott/contract';

function Snapshot({ label, value }: { label: string; value: AuditEntry['before'] }) {
  const { t } = useTranslation('admin');
  return (
    <div className="min-w-0">
      <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-white/60">{label}</p>
      <pre className="max-h-64 overflow-auto rounded-lg bg-black/40 p-3 text-xs leading-relaxed text-white/85 ring-1 ring-white/10">
        {value === null ? t('nothing') : JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

export function AuditChange({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  return (
    <details className="group">
      <summary className="cursor-pointer rounded text-sm font-medium text-white/80 hover:text-white">{t('showChange')}</summary>
      <div className="mt-2 grid gap-3">
        <Snapshot label={t('before')} value={entry.before} />
        <Snapshot label={t('after')} value={entry.after} />
      </div>
      {entry.request_id && <p className="mt-2 text-xs text-white/50">{t('requestId', { id: entry.request_id })}</p>}
    </details>
  );
}
