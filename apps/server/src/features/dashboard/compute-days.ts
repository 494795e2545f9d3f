// Every figure of a span of India days computed from the source tables: the rollup job stores
// closed days from this, and the dashboard computes the days not rolled up yet (today) the same way.
import { addDays, istDay } from '@ott/contract';
import type { Queryable } from '../auth/index.ts';
import { dayFlows } from './day-flows.ts';
import { spanInstants } from './day-sql.ts';
import { activeSubscribersAt, activeSubscribersNow, lapsedSubscriptionsByDay, newSubscriptionsByDay } from './subscription-runs.ts';

export interface DayFigures {
  day: string;
  signups: number;
  activeSubscribers: number;
  newSubscriptions: number;
  lapsedSubscriptions: number;
  rentals: number;
  adImpressions: number;
  adClicks: number;
  capturedPaise: number;
  refundedPaise: number;
}

/** The days from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * Figures for each day from `from` to `to`. Active subscribers at each day's end are the count at
 * the span's start (`activeBefore` when the caller knows it: the rolled-up day before) plus the
 * runs begun less those ended; today's is the count now.
 */
export async function computeDays(
  db: Queryable,
  span: { from: string; to: string; activeBefore?: number },
  now: Date,
): Promise<DayFigures[]> {
  const { start, end } = spanInstants(span.from, span.to);
  const flows = await dayFlows(db, start, end);
  const started = await newSubscriptionsByDay(db, start, end);
  const lapsed = await lapsedSubscriptionsByDay(db, start, end, now);
  let active = span.activeBefore ?? (await activeSubscribersAt(db, start));
  const today = istDay(now);
  const activeNow = span.to >= today ? await activeSubscribersNow(db, now) : 0;
  return daysOf(span.from, span.to).map((day) => {
    const pick = (values: Map<string, number>) => values.get(day) ?? 0;
    active += pick(started) - pick(lapsed);
    return {
      day,
      signups: pick(flows.signups),
      activeSubscribers: day === today ? activeNow : active,
      newSubscriptions: pick(started),
      lapsedSubscriptions: pick(lapsed),
      rentals: pick(flows.rentals),
      adImpressions: pick(flows.adImpressions),
      adClicks: pick(flows.adClicks),
      capturedPaise: pick(flows.capturedPaise),
      refundedPaise: pick(flows.refundedPaise),
    };
  });
}
