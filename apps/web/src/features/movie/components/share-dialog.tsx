import { useEffect, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { COPY_LABEL_RESET_MS, COPY_TOAST_MS } from '@ott/contract';
import { Modal } from '@/ui/modal.tsx';
import { FacebookIcon, TwitterIcon, WhatsAppIcon } from './share-icons.tsx';
import { SocialPreviewToggle } from './social-preview.tsx';

interface ShareDialogProps {
  isOpen: boolean;
  onClose(): void;
  url: string;
  text: string;
}

/** SPEC 2.12 share dialog: WhatsApp, Facebook, Twitter, Copy Link, Test Social Media Preview and the read-only link. */
export function ShareDialog({ isOpen, onClose, url, text }: ShareDialogProps) {
  const { t } = useTranslation('movie');
  const [isCopied, setCopied] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setCopied(false), COPY_LABEL_RESET_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const targets = [
    { label: t('whatsapp'), href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`, icon: <WhatsAppIcon />, tone: 'bg-[#25d366] text-black' },
    { label: t('facebook'), href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`, icon: <FacebookIcon />, tone: 'bg-[#1877f2] text-white' },
    {
      label: t('twitter'),
      href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`,
      icon: <TwitterIcon />,
      tone: 'bg-black text-white ring-1 ring-white/20',
    },
  ];

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // Older or insecure contexts: copy from the selected field instead.
      input.current?.select();
      document.execCommand('copy');
    }
    setCopied(true);
    toast.success(t('linkCopied'), { duration: COPY_TOAST_MS });
  };

  return (
    <Modal open={isOpen} onClose={onClose} title={t('shareTitle')}>
      <div className="grid grid-cols-4 gap-3">
        {targets.map((target) => (
          <a
            key={target.label}
            href={target.href}
            target="_blank"
            rel="noopener noreferrer"
            className="flex flex-col items-center gap-2 rounded-xl p-2 text-xs text-white/80 hover:bg-white/5 hover:text-white"
          >
            <span className={`grid size-12 place-items-center rounded-full ${target.tone}`}>{target.icon}</span>
            {target.label}
          </a>
        ))}
        <button
          type="button"
          onClick={() => void copy()}
          className="flex flex-col items-center gap-2 rounded-xl p-2 text-xs text-white/80 hover:bg-white/5 hover:text-white"
        >
          <span className="grid size-12 place-items-center rounded-full bg-white/15 text-white">
            {isCopied ? <Check className="size-6" aria-hidden="true" /> : <Copy className="size-6" aria-hidden="true" />}
          </span>
          {isCopied ? t('copied') : t('copyLink')}
        </button>
      </div>
      <SocialPreviewToggle pageUrl={url} />
      <label className="mt-5 block text-xs font-medium text-muted">
        {t('shareLink')}
        <input
          ref={input}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="mt-1.5 block w-full truncate rounded-lg border border-white/10 bg-black/40 px-3 py-2.5 text-sm text-white/90"
        />
      </label>
    </Modal>
  );
}
