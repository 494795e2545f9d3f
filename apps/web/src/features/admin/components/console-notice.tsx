import type { ReactNode } from 'react';
import { ShieldAlert } from 'lucide-react';

/** A calm full-width message in place of a screen (no operator role, a screen for another role). */
export function ConsoleNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-white/8">
        <ShieldAlert aria-hidden="true" className="size-7 text-white/80" />
      </span>
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </section>
  );
}
