import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The top band of an info page: an icon badge, a small eyebrow, the page's h1 and a lead line. */
export function InfoHero({ icon: Icon, eyebrow, title, children }: { icon: LucideIcon; eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <header className="relative overflow-hidden border-b border-white/5">
      <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,rgba(229,9,20,0.22),transparent_55%),radial-gradient(ellipse_at_bottom_right,rgba(245,197,24,0.08),transparent_50%)]" />
      <div className="relative mx-auto max-w-6xl px-4 pb-10 pt-10 md:px-8 md:pb-14 md:pt-16">
        <span className="inline-flex items-center gap-2 rounded-full bg-white/5 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-white/70 ring-1 ring-white/10">
          <Icon aria-hidden="true" className="size-4 text-brand-2" />
          {eyebrow}
        </span>
        <h1 className="mt-4 text-3xl font-black tracking-tight md:text-5xl">{title}</h1>
        {children && <div className="mt-4 max-w-2xl text-base text-white/70 md:text-lg">{children}</div>}
      </div>
    </header>
  );
}
