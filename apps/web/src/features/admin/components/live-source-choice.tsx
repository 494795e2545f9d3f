// Where a live stream's picture comes from: an external address, or one of our titles looped as our
// own channel (issue 15.4). Native radio buttons in a fieldset: labelled by its legend, arrow keys
// move between the two.
import { useTranslation } from 'react-i18next';
import { cn } from '@/ui/cn.ts';
import type { LiveSourceKind } from '../lib/live-form.ts';

const KINDS = [
  { kind: 'external', label: 'liveSourceExternal' },
  { kind: 'title', label: 'liveSourceTitle' },
] as const;

export function LiveSourceChoice({
  idBase,
  value,
  disabled,
  onChange,
}: {
  idBase: string;
  value: LiveSourceKind;
  disabled?: boolean;
  onChange(kind: LiveSourceKind): void;
}) {
  const { t } = useTranslation('admin');
  return (
    <fieldset aria-describedby={value === 'title' ? `${idBase}-source-hint` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-white/80">{t('liveSourceKind')}</legend>
      <div className="flex flex-wrap gap-2">
        {KINDS.map(({ kind, label }) => (
          <label
            key={kind}
            className={cn(
              'flex h-10 cursor-pointer items-center gap-2.5 rounded-lg px-3 ring-1 focus-within:ring-2 focus-within:ring-brand-2',
              value === kind ? 'bg-white/10 ring-white/60' : 'bg-surface-2 ring-white/10 hover:ring-white/30',
              disabled && 'cursor-not-allowed opacity-60',
            )}
          >
            <input
              type="radio"
              name={`${idBase}-source-kind`}
              value={kind}
              className="size-4 accent-brand"
              checked={value === kind}
              disabled={disabled}
              onChange={() => onChange(kind)}
            />
            <span className="text-sm whitespace-nowrap">{t(label)}</span>
          </label>
        ))}
      </div>
      {value === 'title' && (
        <p id={`${idBase}-source-hint`} className="mt-1.5 text-xs text-muted">
          {t('liveSourceTitleHint')}
        </p>
      )}
    </fieldset>
  );
}
