import type { ReactNode } from 'react';
import { cn } from '@/ui/cn.ts';

/** A titled panel of the profile screen. */
export function SectionCard({ title, action, children, className }: { title: string; action?: ReactNode; children: ReactNode; className?: string }) {
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id} className={cn('rounded-2xl bg-surface p-5 ring-1 ring-white/10 md:p-6', className)}>
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
