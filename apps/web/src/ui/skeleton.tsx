import { cn } from './cn.ts';

/** Placeholder block shown until data loads (SPEC 2.3). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-white/10', className)} />;
}
