// The Live TV player's chrome (SPEC 2.22): title bar with close, 2 s spinner, big play/pause icon
// (0.8 s), the control bar, keys, control hiding and fullscreen. The picture comes as children.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Pause, Play, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LiveStream } from '@ott/contract';
import { LIVE_PLAYER_BIG_PLAY_ICON_MS, LIVE_PLAYER_SEEK_SECONDS } from '@ott/contract';
import { useFullscreen, useScrollLock } from '@/features/player/index.ts';
import { cn } from '@/ui/cn.ts';
import { Spinner } from '@/ui/spinner.tsx';
import type { LiveController } from '../hooks/live-controller.ts';
import { useControlsVisibility } from '../hooks/use-controls-visibility.ts';
import { useDialogFocus } from '../hooks/use-dialog-focus.ts';
import { useLiveKeyboard } from '../hooks/use-live-keyboard.ts';
import type { LiveKeyAction } from '../lib/keymap.ts';
import { IconButton } from './icon-button.tsx';
import { LiveControlBar } from './live-control-bar.tsx';

interface LivePlayerFrameProps {
  stream: LiveStream;
  controller: LiveController;
  isLoading: boolean;
  onClose(): void;
  children: ReactNode;
}

export function LivePlayerFrame({ stream, controller: c, isLoading, onClose, children }: LivePlayerFrameProps) {
  const { t } = useTranslation('livePlayer');
  const dialog = useRef<HTMLDivElement>(null);
  const [isLocked, setLocked] = useState(false);
  const [isQualityMenuOpen, setQualityMenuOpen] = useState(false);
  const [flash, setFlash] = useState<'play' | 'pause' | null>(null);
  const { isFullscreen, toggle: toggleFullscreen } = useFullscreen(dialog);
  const controls = useControlsVisibility({ isLocked, isPaused: !c.isPlaying, isMenuOpen: isQualityMenuOpen });
  useScrollLock(true);
  useDialogFocus(dialog);

  useEffect(() => {
    if (!flash) return;
    const id = setTimeout(() => setFlash(null), LIVE_PLAYER_BIG_PLAY_ICON_MS);
    return () => clearTimeout(id);
  }, [flash]);

  const togglePlay = useCallback(() => {
    setFlash(c.isPlaying ? 'pause' : 'play');
    c.togglePlay();
  }, [c]);

  const onAction = (action: LiveKeyAction) => {
    controls.reveal();
    if (action.type === 'togglePlay') togglePlay();
    else if (action.type === 'toggleFullscreen') toggleFullscreen();
    else if (action.type === 'toggleMute') c.toggleMute();
    else if (action.type === 'toggleCaptions') c.toggleCaptions();
    else if (action.type === 'seek') c.direct?.seekBy(action.direction * LIVE_PLAYER_SEEK_SECONDS);
    else if (action.type === 'volume') c.stepVolume(action.direction);
    else if (action.type === 'closeQualityMenu') setQualityMenuOpen(false);
    else if (action.type === 'exitFullscreen') void document.exitFullscreen().catch(() => undefined);
    else onClose();
  };
  useLiveKeyboard(dialog, { isDirect: c.direct !== null, isQualityMenuOpen }, onAction);

  const FlashIcon = flash === 'pause' ? Pause : Play;
  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={t('dialog', { title: stream.title })}
      tabIndex={-1}
      onPointerMove={controls.reveal}
      onPointerDown={controls.reveal}
      onMouseLeave={controls.leave}
      className={cn('fixed inset-0 z-[110] bg-black text-white outline-none', !controls.isVisible && 'cursor-none')}
    >
      <div className="absolute inset-0">{children}</div>
      {isLoading && (
        <div className="absolute inset-0 grid place-items-center bg-black">
          <Spinner label={t('loading')} className="size-12 border-4" />
        </div>
      )}
      {flash && (
        <div aria-hidden="true" data-testid="live-flash" className="pointer-events-none absolute inset-0 grid place-items-center">
          <span className="grid size-20 place-items-center rounded-full bg-black/50">
            <FlashIcon className="size-10" />
          </span>
        </div>
      )}
      {c.hasFailed && (
        <p role="alert" className="absolute inset-x-6 top-1/2 -translate-y-1/2 text-center text-base font-medium text-white/90">
          {t('videoUnavailable')}
        </p>
      )}
      <div
        data-testid="live-controls"
        data-visible={controls.isVisible}
        className={cn('pointer-events-none absolute inset-0 flex flex-col justify-between transition-opacity duration-300', controls.isVisible ? 'opacity-100' : 'opacity-0')}
      >
        <div className={cn('flex items-center gap-3 bg-gradient-to-b from-black/80 to-transparent px-3 pt-3 pb-10 sm:px-6 sm:pt-5', controls.isVisible && 'pointer-events-auto')}>
          <span className="inline-flex items-center gap-1.5 rounded-md bg-brand px-2 py-1 text-[11px] font-extrabold tracking-wider">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-white" />
            {t('live')}
          </span>
          <h2 className="min-w-0 flex-1 truncate text-base font-semibold drop-shadow sm:text-xl">{stream.title}</h2>
          <IconButton label={t('close')} onClick={onClose} className="bg-white/10">
            <X aria-hidden="true" className="size-6" />
          </IconButton>
        </div>
        <div className={cn(controls.isVisible && 'pointer-events-auto')}>
          <LiveControlBar
            controller={c}
            isFullscreen={isFullscreen}
            isLocked={isLocked}
            isQualityMenuOpen={isQualityMenuOpen}
            onTogglePlay={togglePlay}
            onToggleFullscreen={toggleFullscreen}
            onToggleLock={() => setLocked((locked) => !locked)}
            onQualityMenuChange={setQualityMenuOpen}
          />
        </div>
      </div>
    </div>
  );
}
