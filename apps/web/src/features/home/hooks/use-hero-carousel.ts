// The hero carousel's state (SPEC 4 'Hero carousel', SPEC 9 'Hero'): the active slide, wrapping
// steps and jumps, a pointer drag that follows the finger or mouse and then changes slide or snaps
// back, and the 0.8 s slide transition (instant for reduced motion), run with the Web Animations API.
import { useCallback, useLayoutEffect, useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import { HERO_TRANSITION_MS } from '@ott/contract';
import { classifyDrag, jumpDirection, swipeStep, wrapIndex, type DragAxis } from '../lib/hero-gesture.ts';

const EASING = 'cubic-bezier(0.22, 0.61, 0.36, 1)';

interface Press {
  x: number;
  y: number;
  at: number;
  id: number;
  axis: DragAxis;
}
/** A transition waiting for the next layout: a slide change, or a snap back from `offset` px. */
type Pending = { kind: 'change'; from: number; dir: -1 | 1; offset: number } | { kind: 'snap'; offset: number };

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
const shift = (slides: number, px: number) => `translateX(calc(${slides * 100}% + ${px}px))`;

export function useHeroCarousel(count: number) {
  const [selected, setSelected] = useState(0);
  /** Horizontal px the active slide follows the pointer by, while a drag is on. */
  const [dragOffset, setDragOffset] = useState<number | null>(null);
  const slideEls = useRef<(HTMLElement | null)[]>([]);
  const press = useRef<Press | null>(null);
  const pending = useRef<Pending | null>(null);
  const running = useRef<Animation[]>([]);
  const swallowClick = useRef(false);

  const stopAnimations = () => {
    running.current.forEach((animation) => animation.cancel());
    running.current = [];
  };

  /** The slide the next step starts from, current even between a change and its render. */
  const current = useRef(0);
  const goTo = useCallback(
    (target: number, dir: -1 | 0 | 1, offset = 0) => {
      if (count <= 1 || dir === 0) return;
      const from = current.current;
      current.current = wrapIndex(target, count);
      pending.current = { kind: 'change', from, dir, offset };
      setSelected(current.current);
      setDragOffset(null);
    },
    [count],
  );
  const next = useCallback(() => goTo(current.current + 1, 1), [goTo]);
  const prev = useCallback(() => goTo(current.current - 1, -1), [goTo]);
  const select = useCallback((index: number) => goTo(index, jumpDirection(current.current, index, count)), [goTo, count]);

  // Runs the transition the last change asked for, from where the slides were left.
  useLayoutEffect(() => {
    const job = pending.current;
    pending.current = null;
    if (!job) return;
    stopAnimations();
    const duration = prefersReducedMotion() ? 0 : HERO_TRANSITION_MS;
    const animate = (el: HTMLElement | null | undefined, from: string, to: string) => {
      if (!el || typeof el.animate !== 'function' || duration === 0) return;
      const keyframes = [
        { transform: from, visibility: 'visible' },
        { transform: to, visibility: 'visible' },
      ];
      running.current.push(el.animate(keyframes, { duration, easing: EASING }));
    };
    if (job.kind === 'change') {
      animate(slideEls.current[selected], shift(job.dir, job.offset), shift(0, 0));
      if (job.from !== selected) animate(slideEls.current[job.from], shift(0, job.offset), shift(-job.dir, 0));
    } else {
      const side = job.offset < 0 ? 1 : -1;
      animate(slideEls.current[selected], shift(0, job.offset), shift(0, 0));
      if (count > 1) animate(slideEls.current[wrapIndex(selected + side, count)], shift(side, job.offset), shift(side, 0));
    }
  });

  const endDrag = (offset: number, elapsedMs: number, width: number) => {
    const step = swipeStep({ dx: offset, elapsedMs, width });
    if (step !== 0) {
      goTo(selected + step, step, offset);
      return;
    }
    pending.current = { kind: 'snap', offset };
    setDragOffset(null);
  };

  const pointerHandlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      swallowClick.current = false;
      if (count <= 1 || (event.pointerType === 'mouse' && event.button !== 0)) return;
      press.current = { x: event.clientX, y: event.clientY, at: Date.now(), id: event.pointerId, axis: 'pending' };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const p = press.current;
      if (!p || p.id !== event.pointerId) return;
      const dx = event.clientX - p.x;
      if (p.axis === 'pending') {
        p.axis = classifyDrag(dx, event.clientY - p.y);
        if (p.axis === 'vertical') press.current = null;
        if (p.axis !== 'horizontal') return;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        stopAnimations();
      }
      const width = event.currentTarget.clientWidth || Math.abs(dx);
      setDragOffset(Math.max(-width, Math.min(width, dx)));
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const p = press.current;
      press.current = null;
      if (!p || p.id !== event.pointerId || p.axis !== 'horizontal') return;
      swallowClick.current = true;
      endDrag(event.clientX - p.x, Date.now() - p.at, event.currentTarget.clientWidth);
    },
    onPointerCancel(event: PointerEvent<HTMLElement>) {
      const p = press.current;
      press.current = null;
      if (p?.axis === 'horizontal' && p.id === event.pointerId) endDrag(0, Infinity, 1);
    },
    /** The click that ends a drag is not a tap: it neither opens the movie nor follows a link. */
    onClickCapture(event: React.MouseEvent) {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    /** Links and images would otherwise start a native drag that cancels a mouse swipe. */
    onDragStart: (event: React.DragEvent) => event.preventDefault(),
  };

  /** Where slide `index` rests: the active one (following a drag) and, while dragging, the neighbour coming in. */
  const slideStyle = (index: number): CSSProperties => {
    if (index === selected) return { transform: shift(0, dragOffset ?? 0) };
    if (dragOffset !== null && dragOffset !== 0) {
      const side = dragOffset < 0 ? 1 : -1;
      if (index === wrapIndex(selected + side, count)) return { transform: shift(side, dragOffset) };
    }
    return { transform: shift(1, 0), visibility: 'hidden' };
  };
  const slideRef = (index: number) => (el: HTMLElement | null) => {
    slideEls.current[index] = el;
  };

  return { selected, next, prev, select, pointerHandlers, slideStyle, slideRef, isDragging: dragOffset !== null };
}
