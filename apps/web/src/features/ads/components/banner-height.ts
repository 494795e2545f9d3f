/** The banner carousel's fixed height, also kept by BannerAds while the banner loads. */
export const BANNER_HEIGHT = 'h-44 sm:h-48';
