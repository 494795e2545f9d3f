import { useId, type ReactNode } from 'react';

/** One titled panel of the registration form. */
export function FormCard({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-white/10 bg-surface/80 p-5 shadow-[0_24px_60px_-30px_rgba(0,0,0,0.9)] backdrop-blur sm:p-7">
      <h2 id={id} className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-white/55">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
