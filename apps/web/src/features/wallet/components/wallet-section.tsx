import { useId, type ReactNode } from 'react';
import { cn } from '@/ui/cn.ts';

interface WalletSectionProps {
  title: string;
  /** Beside the title (the bank accounts' + button). */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled panel of the wallet screen, named by its heading for assistive technology. */
export function WalletSection({ title, action, children, className }: WalletSectionProps) {
  const id = useId();
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
