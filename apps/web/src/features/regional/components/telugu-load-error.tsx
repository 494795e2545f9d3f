// The dropdown screen's load failures (SPEC 8 'Regional': shown in Telugu with Try Again). The
// Telugu text always shows; a reader who chose English also gets the English line beneath it
// (the decision is recorded in ../i18n.ts).
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button.tsx';
import type { regionalStrings } from '../i18n.ts';

export type LoadFailureKey = Extract<keyof typeof regionalStrings.en, `${string}LoadFailed`>;

interface TeluguLoadErrorProps {
  messageKey: LoadFailureKey;
  onRetry(): void;
  isRetrying?: boolean;
}

export function TeluguLoadError({ messageKey, onRetry, isRetrying = false }: TeluguLoadErrorProps) {
  const { t, i18n } = useTranslation('regional');
  const { t: tc } = useTranslation();
  const telugu = i18n.getFixedT('te', 'regional')(messageKey);
  const isTelugu = (i18n.resolvedLanguage ?? i18n.language) === 'te';
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl bg-brand/10 px-4 py-3 ring-1 ring-brand-2/30 sm:flex-row sm:items-center"
    >
      <AlertTriangle aria-hidden="true" className="hidden size-5 shrink-0 text-brand-2 sm:block" />
      <div className="min-w-0 flex-1">
        <p lang="te" className="text-sm font-medium text-white">
          {telugu}
        </p>
        {!isTelugu && (
          <p lang="en" className="mt-0.5 text-xs text-white/60">
            {t(messageKey)}
          </p>
        )}
      </div>
      <Button variant="secondary" size="sm" onClick={onRetry} disabled={isRetrying} className="self-start sm:self-auto">
        {tc('retry')}
      </Button>
    </div>
  );
}
