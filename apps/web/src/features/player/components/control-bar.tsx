import { Maximize, Minimize, Pause, Play, RotateCcw, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { QualityMode } from '@ott/contract';
import type { AudioLanguage, QualityLevel } from '../engine/types.ts';
import type { CaptionsControl } from '../hooks/use-captions.ts';
import type { MediaState } from '../hooks/use-media-state.ts';
import { formatClock } from '../lib/format-clock.ts';
import { AudioMenu } from './audio-menu.tsx';
import { CaptionsMenu } from './captions-menu.tsx';
import { ControlButton } from './control-button.tsx';
import { QualityMenu } from './quality-menu.tsx';
import { SeekBar } from './seek-bar.tsx';
import { VolumeControl } from './volume-control.tsx';

/** The control bar's menus; at most one is open. */
export type PlayerMenuName = 'quality' | 'audio' | 'captions';

export interface ControlBarProps {
  media: MediaState;
  qualities: QualityLevel[];
  isAutoQuality: boolean;
  /** Issue 18.8: the quality setting playing and how to change it (the movie player). */
  qualityMode?: QualityMode | null;
  onQualityMode?(mode: QualityMode): void;
  audioLanguages: readonly AudioLanguage[];
  openMenu: PlayerMenuName | null;
  isFullscreen: boolean;
  onTogglePlay(): void;
  onSeek(seconds: number): void;
  onSkip(deltaSeconds: number): void;
  onToggleMute(): void;
  onVolume(volume: number): void;
  onOpenMenuChange(menu: PlayerMenuName | null): void;
  onQuality(quality: number | 'auto'): void;
  onAudioLanguage(language: string): void;
  onToggleFullscreen(): void;
  /** The Captions menu's choices (none: no menu). */
  captions: CaptionsControl;
  /** The title's seek-bar thumbnails (trick-play WebVTT), if it has some. */
  trickPlayUrl?: string | null;
}

export function ControlBar(props: ControlBarProps) {
  const { t } = useTranslation('player');
  const { media, captions } = props;
  const menu = (name: PlayerMenuName) => ({
    isOpen: props.openMenu === name,
    onOpenChange: (isOpen: boolean) => props.onOpenMenuChange(isOpen ? name : null),
  });
  const isPlaying = !media.isPaused;
  return (
    <div className="flex flex-col gap-1 px-3 pb-3 sm:px-6 sm:pb-5">
      <SeekBar
        currentTime={media.currentTime} duration={media.duration} bufferedEnd={media.bufferedEnd} onSeek={props.onSeek}
        trickPlayUrl={props.trickPlayUrl}
      />
      <div className="flex items-center gap-1 sm:gap-2">
        <ControlButton label={isPlaying ? t('pause') : t('play')} onClick={props.onTogglePlay}>
          {isPlaying ? <Pause className="size-6 fill-current" /> : <Play className="size-6 fill-current" />}
        </ControlButton>
        <ControlButton label={t('rewind')} onClick={() => props.onSkip(-10)}>
          <RotateCcw className="size-5" />
        </ControlButton>
        <ControlButton label={t('forward')} onClick={() => props.onSkip(10)}>
          <RotateCw className="size-5" />
        </ControlButton>
        <VolumeControl volume={media.volume} isMuted={media.isMuted} onToggleMute={props.onToggleMute} onVolume={props.onVolume} />
        <span className="ml-1 text-xs font-medium text-white/85 tabular-nums sm:text-sm" data-testid="player-time">
          {formatClock(media.currentTime)} / {formatClock(media.duration)}
        </span>
        <span className="flex-1" />
        <CaptionsMenu choices={captions.choices} selected={captions.selected} onSelect={captions.select} {...menu('captions')} />
        <AudioMenu languages={props.audioLanguages} onSelect={props.onAudioLanguage} {...menu('audio')} />
        <QualityMenu qualities={props.qualities} isAuto={props.isAutoQuality} onSelect={props.onQuality} mode={props.qualityMode} onSelectMode={props.onQualityMode} {...menu('quality')} />
        <ControlButton label={props.isFullscreen ? t('exitFullscreen') : t('fullscreen')} onClick={props.onToggleFullscreen}>
          {props.isFullscreen ? <Minimize className="size-5" /> : <Maximize className="size-5" />}
        </ControlButton>
      </div>
    </div>
  );
}
