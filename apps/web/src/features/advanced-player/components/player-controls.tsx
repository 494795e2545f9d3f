// The advanced player's bottom bar: seek bar (on-demand only), play/pause, skip ±10 s, volume,
// time or LIVE, settings (quality and speed) and full screen.
import type { ComponentProps } from 'react';
import { Maximize, Minimize, Pause, Play, RotateCcw, RotateCw, Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ADVANCED_PLAYER_SKIP_SECONDS } from '@ott/contract';
import { ControlButton, formatClock, VolumeSlider, type MediaState, type QualityLevel } from '@/features/player/index.ts';
import { SettingsMenu } from './settings-menu.tsx';

export interface PlayerControlsProps {
  media: MediaState;
  isLive: boolean;
  qualities: QualityLevel[];
  isAutoQuality: boolean;
  rate: number;
  isMenuOpen: boolean;
  isFullscreen: boolean;
  onTogglePlay(): void;
  onSeek(seconds: number): void;
  onSkip(deltaSeconds: number): void;
  onToggleMute(): void;
  onVolume(volume: number): void;
  onMenuChange(isOpen: boolean): void;
  onQuality(quality: number | 'auto'): void;
  onRate(rate: number): void;
  onToggleFullscreen(): void;
}

/** The shared player button with this player's focus ring; it never gets squeezed. */
function IconButton(props: ComponentProps<typeof ControlButton>) {
  return <ControlButton {...props} className="shrink-0 focus-visible:ring-2 focus-visible:ring-white/70 focus-visible:outline-none" />;
}

export function PlayerControls(props: PlayerControlsProps) {
  const { t } = useTranslation('advancedPlayer');
  const { media, isLive } = props;
  const isPlaying = !media.isPaused;
  const level = media.isMuted ? 0 : media.volume;
  const played = media.duration > 0 ? Math.min(100, (media.currentTime / media.duration) * 100) : 0;
  return (
    <div className="flex flex-col gap-1 px-3 pb-3 sm:px-6 sm:pb-5">
      {!isLive && (
        <div className="relative flex h-5 items-center">
          <div className="pointer-events-none absolute inset-x-0 h-1 rounded-full bg-white/25">
            <div className="absolute inset-y-0 left-0 rounded-full bg-brand" style={{ width: `${played}%` }} />
          </div>
          <input
            type="range"
            min={0}
            max={media.duration > 0 ? media.duration : 0}
            step={1}
            value={Math.min(media.currentTime, media.duration)}
            onChange={(event) => props.onSeek(Number(event.target.value))}
            disabled={media.duration <= 0}
            aria-label={t('seek')}
            aria-valuetext={`${formatClock(media.currentTime)} / ${formatClock(media.duration)}`}
            className="absolute inset-0 w-full cursor-pointer opacity-0"
          />
        </div>
      )}
      <div className="flex items-center gap-0.5 sm:gap-2">
        <IconButton label={t('back10')} onClick={() => props.onSkip(-ADVANCED_PLAYER_SKIP_SECONDS)}>
          <RotateCcw aria-hidden="true" className="size-5" />
        </IconButton>
        <IconButton label={isPlaying ? t('pause') : t('play')} onClick={props.onTogglePlay}>
          {isPlaying ? <Pause aria-hidden="true" className="size-6 fill-current" /> : <Play aria-hidden="true" className="size-6 fill-current" />}
        </IconButton>
        <IconButton label={t('forward10')} onClick={() => props.onSkip(ADVANCED_PLAYER_SKIP_SECONDS)}>
          <RotateCw aria-hidden="true" className="size-5" />
        </IconButton>
        <div className="group/volume flex items-center">
          <IconButton label={media.isMuted ? t('unmute') : t('mute')} onClick={props.onToggleMute}>
            {level === 0 ? <VolumeX aria-hidden="true" className="size-5" /> : <Volume2 aria-hidden="true" className="size-5" />}
          </IconButton>
          <VolumeSlider
            percent={Math.round(level * 100)}
            label={t('volume')}
            onChange={(percent) => props.onVolume(percent / 100)}
            className="hidden w-20 accent-white sm:block"
          />
        </div>
        {!isLive && (
          <span className="ml-1 text-xs font-medium text-white/85 tabular-nums sm:text-sm" data-testid="advanced-player-time">
            {formatClock(media.currentTime)} / {formatClock(media.duration)}
          </span>
        )}
        <span className="flex-1" />
        <SettingsMenu
          qualities={props.qualities}
          isAutoQuality={props.isAutoQuality}
          rate={props.rate}
          isOpen={props.isMenuOpen}
          onOpenChange={props.onMenuChange}
          onQuality={props.onQuality}
          onRate={props.onRate}
        />
        <IconButton label={props.isFullscreen ? t('exitFullscreen') : t('fullscreen')} onClick={props.onToggleFullscreen}>
          {props.isFullscreen ? <Minimize aria-hidden="true" className="size-5" /> : <Maximize aria-hidden="true" className="size-5" />}
        </IconButton>
      </div>
    </div>
  );
}
