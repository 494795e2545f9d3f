import { LIVE_PLAYER_VOLUME_MAX, LIVE_PLAYER_VOLUME_MIN, LIVE_PLAYER_VOLUME_STEP } from '@ott/contract';
import { cn } from '@/ui/cn.ts';

interface VolumeSliderProps {
  /** 0-100; 0 while muted. */
  percent: number;
  label: string;
  onChange(percent: number): void;
  /** Each player's own width, colour and reveal. */
  className: string;
}

/** The players' volume slider: 0-100 in steps of 5 (SPEC 9). */
export function VolumeSlider({ percent, label, onChange, className }: VolumeSliderProps) {
  return (
    <input
      type="range"
      min={LIVE_PLAYER_VOLUME_MIN}
      max={LIVE_PLAYER_VOLUME_MAX}
      step={LIVE_PLAYER_VOLUME_STEP}
      value={percent}
      onChange={(event) => onChange(Number(event.target.value))}
      aria-label={label}
      aria-valuetext={`${percent}%`}
      className={cn('h-1 cursor-pointer', className)}
    />
  );
}
