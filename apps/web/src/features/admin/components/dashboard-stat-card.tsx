// A dashboard figure: its name, the value large, and a line of context.
import type { LucideIcon } from 'lucide-react';

export function DashboardStatCard({ label, value, hint, icon: Icon, tone = 'text-white' }: {
  label: string;
  value: string;
  hint?: string;
  icon: LucideIcon;
  tone?: string;
}) {
  return (
    <li className="flex min-w-0 flex-col gap-1 rounded-2xl bg-surface p-4 ring-1 ring-white/10">
      <span className="flex items-center gap-2 text-xs font-medium tracking-wide text-muted uppercase">
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        {label}
      </span>
      <span className={`truncate text-2xl font-bold tabular-nums md:text-3xl ${tone}`}>{value}</span>
      {hint ? <span className="text-xs text-white/60">{hint}</span> : null}
    </li>
  );
}
