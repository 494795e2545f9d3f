// BannerAds (SPEC 2.22, 4 'Ads'): fetches the banner list and shows the lazy rotating carousel.
// Renders nothing for an empty or failed list (subscribers get an empty one from the server).
// While the list and the carousel's chunk load, an empty box of the carousel's height holds its
// place, so the rows below do not jump down when the banner arrives (issue 13: CLS 0.04 on
// /movie/{id} at Lighthouse's mobile size).
import { lazy, Suspense } from 'react';
import { useBannerAds } from '@/api/ads/get-banner-ads.ts';
import { cn } from '@/ui/cn.ts';
import { BANNER_HEIGHT } from './banner-height.ts';

const BannerCarousel = lazy(() => import('./banner-carousel.tsx'));

export interface BannerAdsProps {
  /** The page's video, sent with the tracking posts. */
  videoId?: number;
  /** This page view's id; a fresh one is made when missing. */
  viewId?: string;
  className?: string;
}

export function BannerAds(props: BannerAdsProps) {
  const { data, isPending } = useBannerAds();
  const placeholder = <div data-testid="banner-placeholder" aria-hidden="true" className={cn('rounded-xl bg-neutral-900/60', BANNER_HEIGHT, props.className)} />;
  if (isPending) return placeholder;
  const banners = (data ?? []).filter((ad) => !!ad.banner_image);
  if (banners.length === 0) return null;
  return (
    <Suspense fallback={placeholder}>
      <BannerCarousel banners={banners} {...props} />
    </Suspense>
  );
}
