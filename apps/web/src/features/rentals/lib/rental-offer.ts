// SPEC 3 / 9: rental price and duration come from the title's first price entry.
import type { Video } from '@ott/contract';

export interface RentalOffer {
  /** Rupees. */
  price: number;
  /** Days. */
  days: number;
}

export function rentalOfferOf(video: Pick<Video, 'prices'>): RentalOffer | null {
  const first = video.prices[0];
  return first ? { price: first.rental_price, days: first.rental_duration } : null;
}
