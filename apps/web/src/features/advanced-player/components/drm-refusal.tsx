// The DRM card for a viewer the key endpoint would refuse (a visitor, no active subscription):
// 'Subscribe to watch this content' with the Subscribe link, full screen, before any ad (issue 12).
import { useEffect, useRef } from 'react';
import { PlayerStatus } from './player-status.tsx';

export function DrmRefusal({ label, poster, onClose }: { label: string; poster: string | null; onClose(): void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      tabIndex={-1}
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
      className="fixed inset-0 z-[100] bg-black outline-none"
      data-testid="drm-refusal"
    >
      {/* The card's own picture behind the refusal, as the player would show it. */}
      {poster && <img src={poster} alt="" className="absolute inset-0 size-full object-cover opacity-60" />}
      <PlayerStatus kind="keyRefused" onPlay={() => undefined} onClose={onClose} />
    </div>
  );
}
