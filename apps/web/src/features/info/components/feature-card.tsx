import type { LucideIcon } from 'lucide-react';

/** A card with an icon, a short title and one sentence (about page highlights). */
export function FeatureCard({ icon: Icon, title, body }: { icon: LucideIcon; title: string; body: string }) {
  return (
    <li className="rounded-2xl bg-surface p-5 ring-1 ring-white/10 transition hover:ring-white/20">
      <span aria-hidden="true" className="grid size-11 place-items-center rounded-xl bg-brand/15 text-brand-2">
        <Icon className="size-6" />
      </span>
      <h3 className="mt-4 text-lg font-semibold">{title}</h3>
      <p className="mt-1.5 text-sm leading-relaxed text-white/65">{body}</p>
    </li>
  );
}
