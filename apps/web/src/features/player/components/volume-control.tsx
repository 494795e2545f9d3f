import { Volume1, Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ControlButton } from './control-button.tsx';
import { VolumeSlider } from './volume-slider.tsx';

interface VolumeControlProps {
  volume: number;
  isMuted: boolean;
  onToggleMute(): void;
  onVolume(volume: number): void;
}

export function VolumeControl({ volume, isMuted, onToggleMute, onVolume }: VolumeControlProps) {
  const { t } = useTranslation('player');
  const level = isMuted ? 0 : volume;
  const Icon = level === 0 ? VolumeX : level < 0.5 ? Volume1 : Volume2;
  return (
    <div className="group/volume flex items-center">
      <ControlButton label={isMuted ? t('unmute') : t('mute')} onClick={onToggleMute}>
        <Icon className="size-6" />
      </ControlButton>
      <VolumeSlider
        percent={Math.round(level * 100)}
        label={t('volume')}
        onChange={(percent) => onVolume(percent / 100)}
        className="hidden w-0 accent-white opacity-0 transition-all duration-200 group-focus-within/volume:w-24 group-focus-within/volume:opacity-100 group-hover/volume:w-24 group-hover/volume:opacity-100 sm:block"
      />
    </div>
  );
}
