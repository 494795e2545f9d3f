// General share (SPEC 2.17, 8 'Share'): the native share sheet when there is one; otherwise, or
// when it fails, the message is copied with a 2 s confirmation. A cancelled sheet does nothing.
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Invite } from '../lib/invite.ts';
import { useCopyConfirmation } from './use-copy-confirmation.ts';

export function useShareInvite(invite: Invite) {
  const { t } = useTranslation('referral');
  const { copied, copy } = useCopyConfirmation<'message'>();

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: invite.title, text: invite.message });
        toast.success(t('sharedSuccessfully'), { id: 'referral-shared' });
        return;
      } catch (error) {
        if ((error as { name?: string } | null)?.name === 'AbortError') return;
      }
    }
    await copy('message', invite.message);
  };

  return { share, isMessageCopied: copied === 'message' };
}
