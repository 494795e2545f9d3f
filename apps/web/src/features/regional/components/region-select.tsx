import { useId } from 'react';
import type { Region } from '@ott/contract';
import { cn } from '@/ui/cn.ts';

interface RegionSelectProps {
  label: string;
  /** The empty choice: clears this level (and so every level below it). */
  anyLabel: string;
  value: number | undefined;
  regions: Pick<Region, 'id' | 'name'>[] | undefined;
  isLoading?: boolean;
  disabled?: boolean;
  onChange(id: number | null): void;
  className?: string;
}

/** A labelled native select: keyboard and screen-reader friendly on every phone. */
export function RegionSelect({ label, anyLabel, value, regions, isLoading, disabled, onChange, className }: RegionSelectProps) {
  const id = useId();
  return (
    <div className={cn('min-w-0', className)}>
      <label htmlFor={id} className="mb-1.5 block text-xs font-semibold uppercase tracking-wide text-white/60">
        {label}
      </label>
      <select
        id={id}
        value={value === undefined ? '' : String(value)}
        disabled={disabled}
        aria-busy={isLoading || undefined}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        className="h-11 w-full truncate rounded-lg bg-surface-2 px-3 text-sm text-white ring-1 ring-white/10 outline-none transition focus:ring-2 focus:ring-brand-2 disabled:cursor-not-allowed disabled:opacity-40"
      >
        <option value="">{anyLabel}</option>
        {(regions ?? []).map((region) => (
          <option key={region.id} value={region.id}>
            {region.name}
          </option>
        ))}
      </select>
    </div>
  );
}
