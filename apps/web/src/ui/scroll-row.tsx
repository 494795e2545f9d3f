// A titled horizontal row (SPEC 2.3 sections): native scroll with touch swipe and snap, no visible
// scrollbar, and arrow buttons on pointer devices. Items are wrapped as list items.
import { Children, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SECTION_CARD_WIDTH_PX } from '@ott/contract';
import { cn } from './cn.ts';

/** Horizontal page padding shared by rows and section headings. */
export const PAGE_GUTTER = 'px-4 md:px-10 lg:px-14';

export interface ScrollRowProps {
  title: ReactNode;
  /** Small tag after the title (e.g. PAID / FREE / RENTAL). */
  badge?: ReactNode;
  /** Right-aligned action, e.g. a View All link. */
  action?: ReactNode;
  /**
   * Arrow scroll distance in px, or 'cards' to move by as many whole item strides as fit
   * (SPEC 9: 300 px for sections, 160/180 px for rows, whole 180 px cards in sections).
   */
  step?: number | 'cards';
  /** Width of one item plus the gap, used by step 'cards'. */
  itemStride?: number;
  className?: string;
  listClassName?: string;
  id?: string;
  /** h2 for a page section, h3 for a row inside one. */
  headingLevel?: 2 | 3;
  children: ReactNode;
}

export function ScrollRow({
  title,
  badge,
  action,
  step = 'cards',
  itemStride = SECTION_CARD_WIDTH_PX,
  className,
  listClassName,
  id,
  headingLevel = 2,
  children,
}: ScrollRowProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  const headingId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const count = Children.count(children);

  const updateEdges = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const start = el.scrollLeft <= 4;
    const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 4;
    setEdges((prev) => (prev.start === start && prev.end === end ? prev : { start, end }));
  }, []);

  // The first reading comes from the observer, which reports once after the browser's own layout:
  // reading scrollWidth during mount forced a synchronous layout per row (issue 13: about 170 ms
  // of the home page's main thread at 4x CPU). Re-armed when the number of items changes.
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    el.addEventListener('scroll', updateEdges, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(updateEdges);
    const frame = observer ? 0 : requestAnimationFrame(updateEdges);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', updateEdges);
      observer?.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [updateEdges, count]);

  const scrollByStep = (direction: 1 | -1) => {
    const el = scroller.current;
    if (!el) return;
    const distance = step === 'cards' ? Math.max(1, Math.floor(el.clientWidth / itemStride)) * itemStride : step;
    el.scrollBy({ left: direction * distance, behavior: 'smooth' });
  };

  const arrow = 'absolute top-0 bottom-0 z-10 hidden w-10 items-center justify-center text-white opacity-0 transition-opacity duration-200 group-hover/row:opacity-100 focus-visible:opacity-100 md:flex lg:w-12';
  return (
    <section id={id} aria-labelledby={headingId} className={cn('relative', className)}>
      <div className={cn('mb-3 flex items-center gap-3', PAGE_GUTTER)}>
        <Heading
          id={headingId}
          className={headingLevel === 2 ? 'text-lg font-bold tracking-tight md:text-xl' : 'text-sm font-semibold uppercase tracking-wider text-white/70'}
        >
          {title}
        </Heading>
        {badge}
        {action && <div className="ml-auto">{action}</div>}
      </div>
      <div className="group/row relative">
        {!edges.start && (
          <button
            type="button"
            aria-label={t('scrollLeft')}
            onClick={() => scrollByStep(-1)}
            className={cn(arrow, 'left-0 bg-gradient-to-r from-bg via-bg/80 to-transparent')}
          >
            <ChevronLeft className="size-8" aria-hidden="true" />
          </button>
        )}
        <div
          ref={scroller}
          role="list"
          className={cn(
            'no-scrollbar flex snap-x snap-mandatory gap-3 overflow-x-auto overscroll-x-contain pb-2 pt-1 md:gap-5',
            'scroll-px-4 md:scroll-px-10 lg:scroll-px-14',
            PAGE_GUTTER,
            listClassName,
          )}
        >
          {Children.map(children, (child) =>
            child == null || child === false ? null : (
              <div role="listitem" className="shrink-0 snap-start">
                {child}
              </div>
            ),
          )}
        </div>
        {!edges.end && (
          <button
            type="button"
            aria-label={t('scrollRight')}
            onClick={() => scrollByStep(1)}
            className={cn(arrow, 'right-0 bg-gradient-to-l from-bg via-bg/80 to-transparent')}
          >
            <ChevronRight className="size-8" aria-hidden="true" />
          </button>
        )}
      </div>
    </section>
  );
}
