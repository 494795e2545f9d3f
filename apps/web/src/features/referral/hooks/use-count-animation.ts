// SPEC 4 'Referral card': a change of the count animates over 1 s. The first value shows as it is;
// readers who ask for reduced motion get the new value at once.
import { useEffect, useRef, useState } from 'react';
import { REFERRAL_COUNT_ANIMATION_MS } from '@ott/contract';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

export function useCountAnimation(target: number, durationMs = REFERRAL_COUNT_ANIMATION_MS): number {
  const [shown, setShown] = useState(target);
  // What is on screen now: a change mid-animation continues from there.
  const current = useRef(target);

  useEffect(() => {
    const from = current.current;
    if (from === target) return;
    const show = (value: number) => {
      current.current = value;
      setShown(value);
    };
    if (prefersReducedMotion() || durationMs <= 0) return show(target);
    const startedAt = performance.now();
    let frame = 0;
    const step = () => {
      const progress = Math.min(1, Math.max(0, (performance.now() - startedAt) / durationMs));
      show(Math.round(from + (target - from) * easeOutCubic(progress)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs]);

  return shown;
}
