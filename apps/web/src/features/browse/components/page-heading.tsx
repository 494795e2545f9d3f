import type { ReactNode } from 'react';

/** A browse screen's title block: the name, an optional line under it and a count. */
export function PageHeading({ title, subtitle, aside }: { title: ReactNode; subtitle?: ReactNode; aside?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-wrap items-end gap-x-4 gap-y-1 md:mb-8">
      <div className="min-w-0">
        <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{title}</h1>
        {subtitle && <p className="mt-1 max-w-2xl text-sm text-muted md:text-base">{subtitle}</p>}
      </div>
      {aside && <p className="text-sm text-white/60 md:ml-auto">{aside}</p>}
    </header>
  );
}
