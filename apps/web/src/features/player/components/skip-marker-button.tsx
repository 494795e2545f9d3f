// Skip Intro / Skip Recap / Skip Song (issue 18.5): shown while the playhead is inside one of those
// ranges, whether or not the other controls are showing; pressing it seeks to the range's end.
import { ChevronsRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { markerAt, SKIPPABLE_MARKER_KINDS, type SkipMarker } from '@ott/contract';
import { cn } from '@/ui/cn.ts';
import '../episode-strings.ts';

export function SkipMarkerButton({
  markers,
  currentTime,
  onSkip,
  className,
}: {
  markers: readonly SkipMarker[];
  currentTime: number;
  onSkip: (to: number) => void;
  className?: string;
}) {
  const { t } = useTranslation('player-episodes');
  const marker = markerAt(markers, SKIPPABLE_MARKER_KINDS, currentTime);
  if (!marker) return null;
  return (
    <button
      type="button"
      onClick={() => onSkip(marker.end)}
      data-testid="skip-marker"
      className={cn(
        'pointer-events-auto inline-flex items-center gap-2 rounded-md border border-white/70 bg-black/60 px-4 py-2.5 text-sm font-semibold text-white shadow-lg backdrop-blur transition hover:bg-white hover:text-black focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:text-base',
        className,
      )}
    >
      {t(`skip_${marker.kind}`)}
      <ChevronsRight aria-hidden="true" className="size-5" />
    </button>
  );
}
