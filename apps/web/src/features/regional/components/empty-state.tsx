import type { ReactNode } from 'react';
import { MapPinOff } from 'lucide-react';

/** 'No Videos Found' / 'No Data' panels (SPEC 2.13, 8 'Regional'). */
export function EmptyState({ title, body, action }: { title: string; body: string; action?: ReactNode }) {
  return (
    <div role="status" className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl bg-surface/60 px-6 py-12 text-center ring-1 ring-white/5">
      <span className="grid size-14 place-items-center rounded-full bg-white/5">
        <MapPinOff aria-hidden="true" className="size-7 text-white/50" />
      </span>
      <h2 className="text-lg font-bold">{title}</h2>
      <p className="text-sm text-white/60">{body}</p>
      {action}
    </div>
  );
}
