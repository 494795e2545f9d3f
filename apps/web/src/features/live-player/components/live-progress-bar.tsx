import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '@/features/player/index.ts';
import { percentOf, timeAtPointer, type TimeRange } from '../lib/seek-range.ts';

interface LiveProgressBarProps {
  currentTime: number;
  range: TimeRange | null;
  onSeek(seconds: number): void;
}

/** Direct streams only (SPEC 2.22): the playhead, click to seek, and the time under the pointer. */
export function LiveProgressBar({ currentTime, range, onSeek }: LiveProgressBarProps) {
  const { t } = useTranslation('livePlayer');
  const [hover, setHover] = useState<{ x: number; time: number } | null>(null);
  if (!range) return null;
  const played = percentOf(currentTime, range);
  const pointerTime = (clientX: number, bar: HTMLElement) => {
    const rect = bar.getBoundingClientRect();
    return { x: clientX - rect.left, time: timeAtPointer(clientX, rect.left, rect.width, range) };
  };
  return (
    <div
      role="slider"
      tabIndex={-1}
      aria-label={t('seek')}
      aria-valuemin={Math.floor(range.start)}
      aria-valuemax={Math.floor(range.end)}
      aria-valuenow={Math.floor(currentTime)}
      aria-valuetext={formatClock(currentTime)}
      data-testid="live-progress"
      onPointerMove={(event) => setHover(pointerTime(event.clientX, event.currentTarget))}
      onPointerLeave={() => setHover(null)}
      onClick={(event) => onSeek(pointerTime(event.clientX, event.currentTarget).time)}
      className="group/bar relative flex h-5 cursor-pointer items-center"
    >
      <div className="relative h-1 w-full rounded-full bg-white/25 transition-[height] group-hover/bar:h-1.5">
        <div className="absolute inset-y-0 left-0 rounded-full bg-brand" style={{ width: `${played}%` }} />
        <div className="absolute top-1/2 size-3 -translate-x-1/2 -translate-y-1/2 rounded-full bg-brand shadow" style={{ left: `${played}%` }} />
      </div>
      {hover && (
        <span
          role="tooltip"
          className="pointer-events-none absolute bottom-6 -translate-x-1/2 rounded-md bg-black/85 px-2 py-1 text-xs font-semibold text-white tabular-nums"
          style={{ left: hover.x }}
        >
          {formatClock(hover.time)}
        </span>
      )}
    </div>
  );
}
