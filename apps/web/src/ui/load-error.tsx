// A failed load with a way to ask again (SPEC 8: 'Try Again' / 'Retry'): the message, the retry
// button (busy while the retry runs) and an optional second way out. Every text comes from the
// caller's feature strings; only the default retry label is the shared 'Try Again'.
import type { ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { cn } from './cn.ts';
import { Spinner } from './spinner.tsx';

/** page: a screen that could not load; panel: a boxed part of a screen; inline: a line in a section. */
export type LoadErrorLayout = 'page' | 'panel' | 'inline';

export interface LoadErrorProps {
  message: ReactNode;
  /** Without it there is no retry button (e.g. the session is ending). */
  onRetry?: () => void;
  isRetrying?: boolean;
  retryLabel?: string;
  link?: { to: string; label: string };
  layout?: LoadErrorLayout;
  /** Extra classes for the outer box (spacing only; the layout sets the look). */
  className?: string;
}

const BOX: Record<LoadErrorLayout, string> = {
  page: 'mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-5 px-6 text-center',
  panel: 'flex flex-col items-center gap-4 rounded-2xl bg-white/4 px-6 py-12 text-center ring-1 ring-white/10',
  inline: 'flex flex-wrap items-center gap-3 text-sm text-white/80',
};

const LINK: Record<LoadErrorLayout, string> = {
  page: 'inline-flex h-12 items-center rounded-lg px-6 font-semibold text-white/80 ring-1 ring-white/20 transition hover:bg-white/10 hover:text-white',
  panel: 'inline-flex h-10 items-center rounded-lg px-4 text-sm font-semibold text-white/80 ring-1 ring-white/20 transition hover:bg-white/10 hover:text-white',
  inline: 'rounded-md font-semibold text-white/80 underline-offset-4 hover:text-white hover:underline',
};

export function LoadError({ message, onRetry, isRetrying = false, retryLabel, link, layout = 'panel', className }: LoadErrorProps) {
  const { t } = useTranslation();
  const inline = layout === 'inline';
  return (
    <div role="alert" className={cn(BOX[layout], className)}>
      {layout === 'page' && (
        <span className="grid size-16 place-items-center rounded-full bg-brand/15">
          <AlertTriangle className="size-8 text-brand-2" aria-hidden="true" />
        </span>
      )}
      {layout === 'panel' && <AlertTriangle aria-hidden="true" className="size-10 text-brand-2" />}
      <p className={cn(layout === 'page' && 'text-lg', layout !== 'inline' && 'max-w-md text-white/90')}>{message}</p>
      {(onRetry || link) && (
        <div className={cn('flex flex-wrap items-center gap-3', !inline && 'justify-center')}>
          {onRetry && (
            <Button
              onClick={onRetry}
              disabled={isRetrying}
              aria-busy={isRetrying || undefined}
              size={layout === 'page' ? 'lg' : inline ? 'sm' : 'md'}
              variant={inline ? 'secondary' : 'primary'}
            >
              {isRetrying && (
                <span aria-hidden="true" className="inline-flex">
                  <Spinner className="size-4" />
                </span>
              )}
              {retryLabel ?? t('retry')}
            </Button>
          )}
          {link && (
            <Link to={link.to} className={LINK[layout]}>
              {link.label}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
