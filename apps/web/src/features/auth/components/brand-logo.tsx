import { cn } from '@/ui/cn.ts';

/** The TeluguTV+ mark (the favicon's play tile) with the word mark. */
export function BrandLogo({ className }: { className?: string }) {
  return (
    <div className={cn('flex items-center gap-2.5', className)}>
      <svg viewBox="0 0 64 64" className="size-10 drop-shadow-[0_6px_20px_rgba(229,9,20,0.55)]" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#e50914" />
        <path d="M24 18l24 14-24 14z" fill="#fff" />
      </svg>
      <span className="text-2xl font-extrabold tracking-tight">
        TeluguTV<span className="text-brand">+</span>
      </span>
    </div>
  );
}
