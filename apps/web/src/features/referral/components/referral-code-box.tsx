// The referral code, big, with its copy button (SPEC 2.17: 'code with copy'; copy success 2 s).
import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/ui/cn.ts';
import { useCopyConfirmation } from '../hooks/use-copy-confirmation.ts';

export function ReferralCodeBox({ code, className }: { code: string; className?: string }) {
  const { t } = useTranslation('referral');
  const { copied, copy } = useCopyConfirmation<'code'>();
  const isCopied = copied === 'code';
  return (
    <div className={cn('rounded-xl border border-dashed border-gold/50 bg-black/30 p-4', className)}>
      <p className="text-xs font-semibold tracking-wider text-muted uppercase">{t('yourCode')}</p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <p className="font-mono text-3xl font-extrabold tracking-[0.18em] break-all text-gold md:text-4xl" data-testid="referral-code">
          {code}
        </p>
        <button
          type="button"
          onClick={() => void copy('code', code)}
          className={cn(
            'inline-flex h-10 shrink-0 items-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors',
            isCopied ? 'bg-emerald-500/20 text-emerald-300' : 'bg-white/10 text-white hover:bg-white/20',
          )}
        >
          {isCopied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
          {isCopied ? t('copied') : t('copyCode')}
        </button>
      </div>
    </div>
  );
}
