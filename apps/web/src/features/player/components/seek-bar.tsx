import { useTranslation } from 'react-i18next';
import { formatClock } from '../lib/format-clock.ts';

interface SeekBarProps {
  currentTime: number;
  duration: number;
  bufferedEnd: number;
  onSeek(seconds: number): void;
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.min(100, Math.max(0, (part / whole) * 100)) : 0);

/** A native range input (keyboard and screen-reader friendly) drawn over played and buffered bars. */
export function SeekBar({ currentTime, duration, bufferedEnd, onSeek }: SeekBarProps) {
  const { t } = useTranslation('player');
  const played = percent(currentTime, duration);
  const buffered = percent(bufferedEnd, duration);
  return (
    <div className="group/seek relative flex h-5 items-center">
      <div className="pointer-events-none absolute inset-x-0 h-1 rounded-full bg-white/25 transition-[height] group-hover/seek:h-1.5">
        <div className="absolute inset-y-0 left-0 rounded-full bg-white/40" style={{ width: `${buffered}%` }} data-testid="seek-buffered" />
        <div className="absolute inset-y-0 left-0 rounded-full bg-brand" style={{ width: `${played}%` }} />
        <div
          className="absolute top-1/2 size-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-brand shadow ring-2 ring-white/80"
          style={{ left: `${played}%` }}
        />
      </div>
      <input
        type="range"
        min={0}
        max={duration > 0 ? duration : 0}
        step={1}
        value={Math.min(currentTime, duration)}
        onChange={(event) => onSeek(Number(event.target.value))}
        disabled={duration <= 0}
        aria-label={t('seek')}
        aria-valuetext={`${formatClock(currentTime)} / ${formatClock(duration)}`}
        className="absolute inset-0 w-full cursor-pointer appearance-none bg-transparent opacity-0 disabled:cursor-default"
      />
    </div>
  );
}
