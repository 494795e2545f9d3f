import { Lock, LockOpen, Maximize, Minimize, Pause, PictureInPicture2, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LiveController } from '../hooks/live-controller.ts';
import { CaptionsToggle } from './captions-toggle.tsx';
import { IconButton } from './icon-button.tsx';
import { LiveProgressBar } from './live-progress-bar.tsx';
import { LiveQualityMenu } from './live-quality-menu.tsx';
import { LiveVolume } from './live-volume.tsx';

interface LiveControlBarProps {
  controller: LiveController;
  isFullscreen: boolean;
  isLocked: boolean;
  isQualityMenuOpen: boolean;
  onTogglePlay(): void;
  onToggleFullscreen(): void;
  onToggleLock(): void;
  onQualityMenuChange(isOpen: boolean): void;
}

export function LiveControlBar(props: LiveControlBarProps) {
  const { controller: c, isFullscreen, isLocked, isQualityMenuOpen } = props;
  const { t } = useTranslation('livePlayer');
  const direct = c.direct;
  return (
    <div className="bg-gradient-to-t from-black/90 via-black/60 to-transparent px-3 pt-10 pb-3 sm:px-6 sm:pb-5">
      {direct && <LiveProgressBar currentTime={direct.currentTime} range={direct.range} onSeek={direct.seekTo} />}
      <div className="mt-1 flex items-center gap-1 sm:gap-2">
        <IconButton label={c.isPlaying ? t('pause') : t('play')} onClick={props.onTogglePlay}>
          {c.isPlaying ? <Pause aria-hidden="true" className="size-6" /> : <Play aria-hidden="true" className="size-6" />}
        </IconButton>
        <LiveVolume volume={c.volume} isMuted={c.isMuted} onToggleMute={c.toggleMute} onVolume={c.setVolume} />
        <div className="flex-1" />
        <CaptionsToggle isOn={c.areCaptionsOn} isAvailable={c.hasCaptions} onToggle={c.toggleCaptions} />
        <LiveQualityMenu
          options={c.qualityOptions}
          selected={c.selectedQuality}
          isOpen={isQualityMenuOpen}
          onOpenChange={props.onQualityMenuChange}
          onSelect={c.chooseQuality}
        />
        {direct?.isPictureInPictureSupported && (
          <IconButton label={t('pictureInPicture')} aria-pressed={direct.isPictureInPicture} onClick={direct.togglePictureInPicture}>
            <PictureInPicture2 aria-hidden="true" className="size-5" />
          </IconButton>
        )}
        <IconButton label={isLocked ? t('unlockControls') : t('lockControls')} aria-pressed={isLocked} onClick={props.onToggleLock}>
          {isLocked ? <Lock aria-hidden="true" className="size-5" /> : <LockOpen aria-hidden="true" className="size-5" />}
        </IconButton>
        <IconButton label={isFullscreen ? t('exitFullscreen') : t('fullscreen')} aria-pressed={isFullscreen} onClick={props.onToggleFullscreen}>
          {isFullscreen ? <Minimize aria-hidden="true" className="size-5" /> : <Maximize aria-hidden="true" className="size-5" />}
        </IconButton>
      </div>
    </div>
  );
}
