// Share the invitation (SPEC 2.17): a WhatsApp link with the message, and a general Share that uses
// the native sheet or copies the message with a 2 s confirmation.
import { Check, MessageCircle, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/ui/cn.ts';
import { useShareInvite } from '../hooks/use-share-invite.ts';
import { whatsAppHref, type Invite } from '../lib/invite.ts';

const ACTION = 'inline-flex h-11 flex-1 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors sm:flex-none';

export function ShareActions({ invite }: { invite: Invite }) {
  const { t } = useTranslation('referral');
  const { share, isMessageCopied } = useShareInvite(invite);
  return (
    <div className="flex flex-wrap gap-3">
      <a
        href={whatsAppHref(invite.message)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('shareWhatsAppLabel')}
        className={cn(ACTION, 'bg-[#25d366] text-black hover:brightness-110')}
      >
        <MessageCircle className="size-4" aria-hidden="true" />
        {t('shareWhatsApp')}
      </a>
      <button
        type="button"
        onClick={() => void share()}
        aria-label={isMessageCopied ? undefined : t('shareLabel')}
        className={cn(ACTION, isMessageCopied ? 'bg-emerald-500/20 text-emerald-300' : 'bg-brand text-white hover:bg-brand-2')}
      >
        {isMessageCopied ? <Check className="size-4" aria-hidden="true" /> : <Share2 className="size-4" aria-hidden="true" />}
        {isMessageCopied ? t('messageCopied') : t('share')}
      </button>
    </div>
  );
}
