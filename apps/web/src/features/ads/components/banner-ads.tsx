// BannerAds (SPEC 2.22, 4 'Ads'): fetches the banner list and shows the lazy rotating carousel.
// Renders nothing for an empty or failed list (subscribers get an empty one from the server).
import { lazy, Suspense } from 'react';
import { useBannerAds } from '@/api/ads/get-banner-ads.ts';

const BannerCarousel = lazy(() => import('./banner-carousel.tsx'));

export interface BannerAdsProps {
  /** The page's video, sent with the tracking posts. */
  videoId?: number;
  /** This page view's id; a fresh one is made when missing. */
  viewId?: string;
  className?: string;
}

export function BannerAds(props: BannerAdsProps) {
  const { data } = useBannerAds();
  const banners = (data ?? []).filter((ad) => !!ad.banner_image);
  if (banners.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <BannerCarousel banners={banners} {...props} />
    </Suspense>
  );
}
