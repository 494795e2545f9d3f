// The qualities a title can be downloaded at (its master playlist's heights, already within the
// viewer's plan), each with a size estimate from bandwidth × duration.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { estimateDownloadBytes } from '@ott/contract';
import { cn } from '@/ui/cn.ts';
import { formatSize } from '../lib/format-size.ts';
import type { DownloadQuality } from '../lib/stream-qualities.ts';
import '../i18n.ts';

export function QualityChooser(props: {
  qualities: readonly DownloadQuality[];
  durationSeconds: number;
  value: number | null;
  onChange(height: number): void;
}) {
  const { t, i18n } = useTranslation('downloads');
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold text-white/80">{t('chooseQuality')}</legend>
      <div className="space-y-2">
        {props.qualities.map((quality) => {
          const bytes = estimateDownloadBytes(quality.bandwidth, props.durationSeconds);
          return (
            <label
              key={quality.height}
              className={cn(
                'flex cursor-pointer items-center justify-between gap-3 rounded-xl px-4 py-3 ring-1 transition',
                props.value === quality.height ? 'bg-brand/15 ring-brand' : 'bg-white/5 ring-white/10 hover:bg-white/10',
              )}
            >
              <span className="flex items-center gap-3">
                <input
                  type="radio"
                  name={name}
                  value={quality.height}
                  checked={props.value === quality.height}
                  onChange={() => props.onChange(quality.height)}
                  className="size-4 accent-[var(--color-brand)]"
                />
                <span className="font-semibold">{t('qualityOption', { height: quality.height })}</span>
              </span>
              {bytes > 0 && <span className="text-sm text-white/60">{t('aboutSize', { size: formatSize(bytes, i18n.language) })}</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
