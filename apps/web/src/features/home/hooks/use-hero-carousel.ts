import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { HERO_DRAG_START_PX } from '@ott/contract';

/**
 * Embla set up for the hero (SPEC 9 'Hero'): wraps around, drag starts after 20 px, and a slow
 * settle close to the spec's 0.8 s transition (embla's duration is a speed factor, not ms).
 */
export function useHeroCarousel() {
  const [viewportRef, embla] = useEmblaCarousel({
    loop: true,
    duration: 38,
    dragThreshold: HERO_DRAG_START_PX,
    skipSnaps: false,
  });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const scrollPrev = useCallback(() => embla?.scrollPrev(), [embla]);
  const scrollNext = useCallback(() => embla?.scrollNext(), [embla]);
  const scrollTo = useCallback((index: number) => embla?.scrollTo(index), [embla]);
  return { viewportRef, selected, scrollPrev, scrollNext, scrollTo, ready: !!embla };
}
