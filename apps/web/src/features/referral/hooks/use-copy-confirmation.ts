// Copying with the spec's confirmations (SPEC 2.17, 4 'Referral card', 9): the button says so for
// 2 s and a 'Copied to clipboard!' toast shows for 2 s. A failed copy says so instead.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { COPY_LABEL_RESET_MS, COPY_TOAST_MS } from '@ott/contract';
import { writeClipboard } from '../lib/clipboard.ts';

/** `what` names the thing copied (the code, the message), so only its own button confirms. */
export function useCopyConfirmation<What extends string>() {
  const { t } = useTranslation('referral');
  const [copied, setCopied] = useState<What | null>(null);

  useEffect(() => {
    if (copied === null) return;
    const timer = window.setTimeout(() => setCopied(null), COPY_LABEL_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = useCallback(
    async (what: What, text: string) => {
      if (await writeClipboard(text)) {
        setCopied(what);
        toast.success(t('copiedToClipboard'), { id: 'referral-copied', duration: COPY_TOAST_MS });
      } else {
        toast.error(t('copyFailed'), { id: 'referral-copy-failed' });
      }
    },
    [t],
  );

  return { copied, copy };
}
