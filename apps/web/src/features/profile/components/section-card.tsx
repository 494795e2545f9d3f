import type { ReactNode } from 'react';
import { cn } from '@/ui/cn.ts';

interface SectionCardProps {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  /** A link target (/profile#devices); the section then stops clear of the fixed header. */
  anchor?: string;
}

/** A titled panel of the profile screen. */
export function SectionCard({ title, action, children, className, anchor }: SectionCardProps) {
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section id={anchor} aria-labelledby={id} className={cn('scroll-mt-24 rounded-2xl bg-surface p-5 ring-1 ring-white/10 md:p-6', className)}>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
