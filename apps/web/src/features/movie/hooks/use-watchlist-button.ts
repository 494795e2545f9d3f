// Add to / Remove from Watchlist (SPEC 2.12, 6: watchlist needs login).
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/lib/session.ts';
import { useWatchlistStatus } from '@/api/watchlist/get-watchlist-status.ts';
import { useToggleWatchlist } from '@/api/watchlist/toggle-watchlist.ts';
import { useCurrentPath } from './use-current-path.ts';

export function useWatchlistButton(videoId: number) {
  const { t } = useTranslation('movie');
  const navigate = useNavigate();
  const currentPath = useCurrentPath();
  const isSignedIn = useSession((s) => s.isAuthenticated && !!s.token);
  const status = useWatchlistStatus(videoId);
  const toggle = useToggleWatchlist();
  const isInWatchlist = status.data?.in_watchlist === true;

  const onToggle = () => {
    if (!isSignedIn) {
      navigate(paths.login({ redirect: currentPath }));
      return;
    }
    toggle.mutate(videoId, {
      onSuccess: (result) => toast.success(result.in_watchlist ? t('addedToWatchlist') : t('removedFromWatchlist')),
      onError: () => toast.error(t('watchlistFailed')),
    });
  };

  return { isInWatchlist, isPending: toggle.isPending, onToggle };
}
