// Share (SPEC 2.12, 8 'Share'): the native share sheet first; the dialog when there is none or
// it fails (a cancelled sheet is not a failure and opens nothing).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

export function useShareMovie(title: string) {
  const { t } = useTranslation('movie');
  const [isDialogOpen, setDialogOpen] = useState(false);
  const url = typeof window === 'undefined' ? '' : window.location.href.split('#')[0] ?? '';
  const text = t('shareText', { title });

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        toast.success(t('sharedSuccessfully'));
        return;
      } catch (error) {
        if ((error as { name?: string } | null)?.name === 'AbortError') return;
      }
    }
    setDialogOpen(true);
  };

  return { url, text, isDialogOpen, share, closeDialog: () => setDialogOpen(false) };
}
