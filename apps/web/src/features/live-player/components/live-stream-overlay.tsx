// What choosing a live channel opens (SPEC 2.22, issue 12): the Live TV player, or for a premium
// channel the server gave this viewer no stream for, the premium popup of premium titles.
import { useLocation } from 'react-router';
import { isPremiumLocked } from '@/api/live/list-live-streams.ts';
import { PremiumPopup } from '@/features/movie/index.ts';
import LiveTvPlayer, { type LiveTvPlayerProps } from './live-tv-player.tsx';

export default function LiveStreamOverlay({ stream, onClose }: LiveTvPlayerProps) {
  const { pathname, search, hash } = useLocation();
  if (isPremiumLocked(stream)) {
    return <PremiumPopup isOpen onClose={onClose} redirect={`${pathname}${search}${hash}`} />;
  }
  return <LiveTvPlayer stream={stream} onClose={onClose} />;
}
