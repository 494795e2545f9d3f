import type { ReactNode } from 'react';
import { cn } from '@/ui/cn.ts';

/** A titled band of an info page, centred to the page width. */
export function PageSection({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn('mx-auto max-w-6xl scroll-mt-24 px-4 md:px-8', className)}>
      <h2 id={`${id}-title`} className="mb-5 text-xl font-bold md:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
