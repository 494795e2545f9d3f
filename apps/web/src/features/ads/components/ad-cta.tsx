// An ad's call-to-action (SPEC 3 'Advertisement': call_to_action, default Learn More). Paths on
// this site navigate in the app; other addresses open in a new tab without access to this page.
import type { Advertisement } from '@ott/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/ui/cn.ts';
import { callToActionOf, resolveAdLink } from '../lib/ad-link.ts';
import '../i18n.ts';

interface AdCtaProps {
  ad: Advertisement;
  onClick(ad: Advertisement): void;
  className?: string;
}

export function AdCta({ ad, onClick, className }: AdCtaProps) {
  const { t } = useTranslation('ads');
  const link = resolveAdLink(ad.external_url, window.location.origin);
  if (!link) return null;
  const label = callToActionOf(ad, t('learnMore'));
  const style = cn(
    'inline-flex min-h-10 items-center justify-center rounded-md bg-white px-4 py-2 text-sm font-semibold text-black transition hover:bg-white/85 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
    className,
  );
  if (link.kind === 'internal') {
    return (
      <Link to={link.to} className={style} onClick={() => onClick(ad)} data-testid="ad-cta">
        {label}
      </Link>
    );
  }
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={style} onClick={() => onClick(ad)} data-testid="ad-cta">
      {label}
    </a>
  );
}
