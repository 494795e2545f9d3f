// Plans (SPEC 9: ids 1-3, prices in paise), referral bonus levels 1-5 (basis points), sample ads.
export const PLAN_SEED = [
  {
    id: 1,
    name: 'Basic Plan',
    pricePaise: 19_900,
    durationDays: 30,
    durationText: '1 Month',
    popular: false,
    badge: null,
    description: 'Start streaming premium Telugu content for a month.',
    features: ['All premium movies and web series', 'HD streaming', 'Watch on 1 device at a time', 'Cancel anytime'],
    maxStreams: 1,
    maxVideoHeight: 720,
    downloadLimit: 0,
  },
  {
    id: 2,
    name: 'Standard Plan',
    pricePaise: 49_900,
    durationDays: 90,
    durationText: '3 Months',
    popular: true,
    badge: 'Most Popular',
    description: 'Three months of everything, at a better price.',
    features: ['All premium movies and web series', 'Full HD streaming', 'Watch on 2 devices at a time', 'Ad-free experience'],
    maxStreams: 2,
    maxVideoHeight: 1080,
    downloadLimit: 0,
  },
  {
    id: 3,
    name: 'Premium Plan',
    pricePaise: 99_900,
    durationDays: 365,
    durationText: '1 Year',
    popular: false,
    badge: 'Best Value',
    description: 'A whole year of Telugu entertainment for about ₹2.74 a day.',
    features: ['All premium movies and web series', '4K Ultra HD streaming', 'Watch on 2 devices at a time', 'Ad-free experience', 'Offline downloads'],
    maxStreams: 2,
    maxVideoHeight: 2160,
    downloadLimit: 25,
  },
] as const;

/** Level → percent in basis points (1000 = 10%). */
export const BONUS_LEVEL_SEED: [number, number][] = [
  [1, 1000],
  [2, 500],
  [3, 300],
  [4, 200],
  [5, 100],
];

export interface AdSeed {
  id: number;
  title: string;
  description: string;
  adType: 'pre_roll' | 'banner';
  externalUrl: string;
  callToAction: string;
  skipAfter: number;
}

export const AD_SEED: AdSeed[] = [
  { id: 1, title: 'Festival Specials', description: 'New festival releases every week.', adType: 'pre_roll', externalUrl: '/plans', callToAction: 'Subscribe Now', skipAfter: 5 },
  { id: 2, title: 'Go Premium', description: 'All premium titles from ₹365 a year.', adType: 'banner', externalUrl: '/plans', callToAction: 'View Plans', skipAfter: 0 },
  { id: 3, title: 'Invite and Earn', description: 'Earn wallet money on every friend who subscribes.', adType: 'banner', externalUrl: '/referral', callToAction: 'Learn More', skipAfter: 0 },
];
