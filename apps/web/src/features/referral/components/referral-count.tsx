// A referral total that counts up or down to a new value over 1 s (SPEC 4 'Referral card').
// Assistive technology reads the settled number, never the frames in between.
import { useCountAnimation } from '../hooks/use-count-animation.ts';

export function ReferralCount({ value, className }: { value: number; className?: string }) {
  const shown = useCountAnimation(value);
  return (
    <span className={className}>
      <span aria-hidden="true" data-testid="referral-count">
        {shown.toLocaleString('en-IN')}
      </span>
      <span className="sr-only">{value.toLocaleString('en-IN')}</span>
    </span>
  );
}
