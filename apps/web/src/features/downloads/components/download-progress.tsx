import { useTranslation } from 'react-i18next';
import '../i18n.ts';

/** A labelled progress bar (0..1). */
export function DownloadProgress({ value, label }: { value: number; label?: string }) {
  const { t } = useTranslation('downloads');
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label ?? t('progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-1.5 w-full overflow-hidden rounded-full bg-white/15"
    >
      <div className="h-full rounded-full bg-brand transition-[width] duration-300" style={{ width: `${percent}%` }} />
    </div>
  );
}
