import { Volume1, Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { VolumeSlider } from '@/features/player/index.ts';
import { IconButton } from './icon-button.tsx';

interface LiveVolumeProps {
  volume: number;
  isMuted: boolean;
  onToggleMute(): void;
  onVolume(volume: number): void;
}

/** Mute button and a 0-100 slider in steps of 5 (SPEC 9). */
export function LiveVolume({ volume, isMuted, onToggleMute, onVolume }: LiveVolumeProps) {
  const { t } = useTranslation('livePlayer');
  const level = isMuted ? 0 : volume;
  const Icon = level === 0 ? VolumeX : level < 50 ? Volume1 : Volume2;
  return (
    <div className="flex items-center gap-1">
      <IconButton label={isMuted ? t('unmute') : t('mute')} onClick={onToggleMute} data-muted={isMuted}>
        <Icon aria-hidden="true" className="size-6" />
      </IconButton>
      <VolumeSlider percent={level} label={t('volume')} onChange={onVolume} className="w-16 accent-brand sm:w-24" />
    </div>
  );
}
