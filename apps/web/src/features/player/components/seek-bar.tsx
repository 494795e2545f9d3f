import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useTrickPlay } from '../hooks/use-trick-play.ts';
import { formatClock } from '../lib/format-clock.ts';

interface SeekBarProps {
  currentTime: number;
  duration: number;
  bufferedEnd: number;
  onSeek(seconds: number): void;
  /** The title's trick-play WebVTT (issue 15.3): a preview tile above the pointer while seeking. */
  trickPlayUrl?: string | null;
}

/** Where the preview stands: `x` px from the bar's left edge, in a bar `width` px wide. */
interface Preview {
  time: number;
  x: number;
  width: number;
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.min(100, Math.max(0, (part / whole) * 100)) : 0);
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
/** Keys the range input moves with; a keyboard seek shows the preview this long above the thumb. */
const SEEK_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);
const KEYBOARD_PREVIEW_MS = 1000;
/** Half the width of the time label alone (no tile yet, or none for this time). */
const LABEL_HALF_WIDTH = 28;

/**
 * A native range input (keyboard and screen-reader friendly) drawn over played and buffered bars.
 * With a trick-play track, hovering (mouse) or dragging (touch, pen) shows the frame at that point.
 */
export function SeekBar({ currentTime, duration, bufferedEnd, onSeek, trickPlayUrl }: SeekBarProps) {
  const { t } = useTranslation('player');
  const bar = useRef<HTMLDivElement>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const isDragging = useRef(false);
  const isKeyboardSeek = useRef(false);
  const keyboardTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const trickPlay = useTrickPlay(trickPlayUrl);
  const hasPreview = Boolean(trickPlayUrl) && duration > 0;
  const played = percent(currentTime, duration);
  const buffered = percent(bufferedEnd, duration);

  useEffect(() => () => clearTimeout(keyboardTimer.current), []);
  const previewTime = preview?.time;
  const { preload } = trickPlay;
  useEffect(() => {
    if (previewTime !== undefined) preload(previewTime);
  }, [previewTime, preload]);

  const showAtPointer = (event: PointerEvent) => {
    const rect = bar.current?.getBoundingClientRect();
    if (!rect || rect.width <= 0) return;
    const x = clamp(event.clientX - rect.left, 0, rect.width);
    clearTimeout(keyboardTimer.current);
    setPreview({ time: (x / rect.width) * duration, x, width: rect.width });
  };
  const hide = () => {
    clearTimeout(keyboardTimer.current);
    setPreview(null);
  };
  const pointer = hasPreview
    ? {
        onPointerEnter(event: PointerEvent) {
          trickPlay.request();
          if (event.pointerType === 'mouse') showAtPointer(event);
        },
        onPointerDown(event: PointerEvent) {
          trickPlay.request();
          isKeyboardSeek.current = false;
          if (event.pointerType !== 'mouse') isDragging.current = true;
          showAtPointer(event);
        },
        onPointerMove(event: PointerEvent) {
          if (event.pointerType === 'mouse' || isDragging.current) showAtPointer(event);
        },
        onPointerUp(event: PointerEvent) {
          if (event.pointerType === 'mouse') return;
          isDragging.current = false;
          hide();
        },
        onPointerCancel() {
          isDragging.current = false;
          hide();
        },
        onPointerLeave(event: PointerEvent) {
          if (event.pointerType === 'mouse' || !isDragging.current) hide();
        },
      }
    : {};

  const onKeyDown = (event: KeyboardEvent) => {
    if (!hasPreview || !SEEK_KEYS.has(event.key)) return;
    trickPlay.request();
    isKeyboardSeek.current = true;
  };
  const onChange = (seconds: number) => {
    onSeek(seconds);
    const width = bar.current?.getBoundingClientRect().width ?? 0;
    if (!hasPreview || !isKeyboardSeek.current || width <= 0) return;
    setPreview({ time: seconds, x: (percent(seconds, duration) / 100) * width, width });
    clearTimeout(keyboardTimer.current);
    keyboardTimer.current = setTimeout(() => setPreview(null), KEYBOARD_PREVIEW_MS);
  };

  const tile = preview ? trickPlay.tileAt(preview.time) : null;
  const half = tile ? tile.width / 2 : LABEL_HALF_WIDTH;
  // Inside the bar (so inside the player): a preview near either end stops at the bar's edge.
  const left = preview ? (preview.width > half * 2 ? clamp(preview.x, half, preview.width - half) : preview.width / 2) : 0;

  return (
    <div ref={bar} className="group/seek relative flex h-5 items-center" {...pointer}>
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
        onChange={(event) => onChange(Number(event.target.value))}
        onKeyDown={onKeyDown}
        onKeyUp={() => (isKeyboardSeek.current = false)}
        onBlur={hide}
        disabled={duration <= 0}
        aria-label={t('seek')}
        aria-valuetext={`${formatClock(currentTime)} / ${formatClock(duration)}`}
        className="absolute inset-0 w-full cursor-pointer appearance-none bg-transparent opacity-0 disabled:cursor-default"
      />
      {preview && (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute bottom-full mb-3 flex -translate-x-1/2 flex-col items-center gap-1"
          style={{ left }}
          data-testid="seek-preview"
        >
          {tile && (
            <div
              className="rounded-md bg-black bg-no-repeat shadow-lg ring-2 ring-white/90"
              style={{
                width: tile.width,
                height: tile.height,
                backgroundImage: `url("${tile.url}")`,
                backgroundPosition: `${-tile.x}px ${-tile.y}px`,
              }}
              data-testid="seek-preview-tile"
            />
          )}
          <span className="rounded bg-black/80 px-1.5 py-0.5 text-xs font-semibold text-white tabular-nums">{formatClock(preview.time)}</span>
        </div>
      )}
    </div>
  );
}
