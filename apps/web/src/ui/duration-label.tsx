// A duration pill (SPEC 2.19 'duration label'). Poster and thumbnail artwork writes its title and
// caption across the bottom, so the pill sits on the image's top edge or under the image, never
// over that strip (issue 12: on phones it covered the caption).
import { cn } from './cn.ts';

interface DurationLabelProps {
  /** '0:45', '2:13:00', '45s'. */
  value: string;
  /** The whole phrase for screen readers ('Duration 0:45'). */
  label: string;
  className?: string;
}

export function DurationLabel({ value, label, className }: DurationLabelProps) {
  return (
    <span data-testid="duration-label" className={cn('rounded-md bg-black/75 px-1.5 py-0.5 text-[11px] font-semibold tabular-nums text-white/95', className)}>
      <span aria-hidden="true">{value}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
