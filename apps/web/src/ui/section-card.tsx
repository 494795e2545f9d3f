import { useId, type ReactNode } from 'react';
import { cn } from './cn.ts';

interface SectionCardProps {
  title: string;
  /** Beside the title (a count, a + button, a View All link). */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  /** A link target (/profile#devices); the section then stops clear of the fixed header. */
  anchor?: string;
}

/** A titled panel of a settings-like screen (profile, wallet), named by its heading for assistive technology. */
export function SectionCard({ title, action, children, className, anchor }: SectionCardProps) {
  const headingId = useId();
  return (
    <section
      id={anchor}
      aria-labelledby={headingId}
      className={cn('rounded-2xl bg-surface p-5 ring-1 ring-white/10 md:p-6', anchor && 'scroll-mt-24', className)}
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
