// SPEC 3 'Plan' from a plans row: price in rupees, duration_text like '30 Days' / '1 Year',
// per_day_text from the contract's perDayPrice rule.
import { paiseToRupees, perDayPrice, type Plan } from '@ott/contract';
import type { z } from 'zod';
import type { plans } from '../../lib/db/schema.ts';

export type PlanRow = typeof plans.$inferSelect;

export function durationText(days: number): string {
  if (days >= 365 && days % 365 === 0) {
    const years = days / 365;
    return `${years} ${years === 1 ? 'Year' : 'Years'}`;
  }
  return `${days} ${days === 1 ? 'Day' : 'Days'}`;
}

export function planDto(row: PlanRow): z.infer<typeof Plan> {
  const price = paiseToRupees(row.pricePaise);
  return {
    id: row.id,
    name: row.name,
    price,
    duration: row.durationDays,
    duration_text: row.durationText ?? durationText(row.durationDays),
    per_day_text: perDayPrice({ price, duration: row.durationDays, per_day_text: row.perDayText }) || null,
    popular: row.popular,
    badge: row.badge,
    brand_text: row.brandText,
    features: row.features,
    description: row.description,
    max_streams: row.maxStreams,
    max_video_height: row.maxVideoHeight,
    download_limit: row.downloadLimit,
  };
}
