// Copies text (one code, or a batch's codes one per line) and says so on the button for 2 s.
import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { COPY_LABEL_RESET_MS } from '@ott/contract';
import { Button } from '@/ui/button.tsx';

export function CodeCopyButton({
  text,
  label,
  ariaLabel,
  size = 'sm',
}: {
  text: string;
  label: string;
  ariaLabel?: string;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation('admin');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_LABEL_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      toast.error(t('copyFailed'));
    }
  };
  return (
    <Button variant="secondary" size={size} onClick={() => void copy()} aria-label={ariaLabel}>
      {copied ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <Copy aria-hidden="true" className="size-4" />
      )}
      <span aria-live="polite">{copied ? t('codeCopied') : label}</span>
    </Button>
  );
}
