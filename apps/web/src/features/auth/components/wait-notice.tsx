// How long the server asked us to wait (a 429): a calm notice rather than a field error, since
// nothing the viewer typed is wrong. Polite and atomic, so a screen reader hears the whole line.
import { Clock } from 'lucide-react';
import { cn } from '@/ui/cn.ts';

export function WaitNotice({ message, className }: { message: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p
      role="status"
      aria-atomic="true"
      className={cn(
        'flex items-start gap-2.5 rounded-xl bg-amber-400/10 px-3.5 py-3 text-sm text-amber-100 ring-1 ring-amber-300/25',
        className,
      )}
    >
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-300" />
      <span className="tabular-nums">{message}</span>
    </p>
  );
}
