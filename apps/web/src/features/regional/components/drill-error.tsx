import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button.tsx';

/** The drill-down's failure panel with Try Again (SPEC 2.13, 8 'Regional'). */
interface DrillErrorProps {
  message: string;
  onRetry(): void;
  isRetrying?: boolean;
  /** Try Again unless told otherwise (a malformed link can only go back). */
  actionLabel?: string;
}

export function DrillError({ message, onRetry, isRetrying = false, actionLabel }: DrillErrorProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl bg-surface/60 px-6 py-12 text-center ring-1 ring-white/5">
      <span className="grid size-14 place-items-center rounded-full bg-brand/15">
        <AlertTriangle aria-hidden="true" className="size-7 text-brand-2" />
      </span>
      <p className="text-base text-white/90">{message}</p>
      <Button onClick={onRetry} disabled={isRetrying}>
        {actionLabel ?? t('retry')}
      </Button>
    </div>
  );
}
