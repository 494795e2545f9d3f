// The console's dashboard (issue 17.5; not in SPEC 7): the business in numbers for a range of
// India days. Every operator role reads the counts; money (revenue, refunds, pending withdrawals)
// needs the finance role (admin passes every check), so it is a route of its own.
import { z } from 'zod';

export const DASHBOARD_MESSAGES = {
  dateInvalid: 'Please give dates as YYYY-MM-DD',
  rangeReversed: 'The start date must be on or before the end date',
  rangeTooLong: 'A range can be at most 366 days',
  rangeInFuture: 'The range cannot end after today',
} as const;
const M = DASHBOARD_MESSAGES;

/** Days a range may span; the default range is the last 30 days, today included. */
export const DASHBOARD_MAX_DAYS = 366;
export const DASHBOARD_DEFAULT_DAYS = 30;
/** The range presets the screen offers (days, ending today). */
export const DASHBOARD_PRESETS = [7, 30, 90] as const;
/** How many titles each top list shows. */
export const DASHBOARD_TOP_TITLES = 10;

// ---- India days. IST is UTC+05:30 all year (no daylight saving), so a day is plain arithmetic.
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/** The India date of an instant: '2026-11-23'. */
export const istDay = (at: Date): string => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
/** The instant an India date starts (its midnight in IST). */
export const istDayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
/** The date `days` after (or before, when negative) `day`. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** Days from `from` to `to`, both included. */
export const daysInRange = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
/** A real calendar date in YYYY-MM-DD (2026-02-30 is not). */
export const isDayText = (text: string): boolean =>
  DAY_TEXT.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && addDays(text, 0) === text;

/** The range shown when none is asked for: the last `days` India days, today included. */
export function defaultDashboardRange(now: Date, days: number = DASHBOARD_DEFAULT_DAYS): { from: string; to: string } {
  const to = istDay(now);
  return { from: addDays(to, 1 - days), to };
}

const DayText = z.string({ error: M.dateInvalid }).trim().refine(isDayText, M.dateInvalid);

/** GET /api/admin/dashboard/?from=&to= (and .../money/): both optional, India dates. */
export const DashboardQuery = z.object({ from: DayText.optional(), to: DayText.optional() });
export type DashboardQuery = z.infer<typeof DashboardQuery>;

/** The range a query asks for, or the message that refuses it. */
export function resolveDashboardRange(
  query: DashboardQuery,
  now: Date,
): { ok: true; from: string; to: string } | { ok: false; message: string } {
  const today = istDay(now);
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, 1 - DASHBOARD_DEFAULT_DAYS);
  if (to > today) return { ok: false, message: M.rangeInFuture };
  if (from > to) return { ok: false, message: M.rangeReversed };
  if (daysInRange(from, to) > DASHBOARD_MAX_DAYS) return { ok: false, message: M.rangeTooLong };
  return { ok: true, from, to };
}

const count = z.number().int().nonnegative();
const DashboardRange = z.object({ from: z.string(), to: z.string(), days: count });

export const DashboardDay = z.object({
  day: z.string(),
  signups: count,
  /** Viewers with subscription time at the end of the day (for today: now). */
  active_subscribers: count,
  /** Subscriptions that began with no subscription before them (renewals not included). */
  new_subscriptions: count,
  /** Subscriptions that ran out that day and were not renewed in time. */
  lapsed_subscriptions: count,
  rentals: count,
  ad_impressions: count,
  ad_clicks: count,
});
export type DashboardDay = z.infer<typeof DashboardDay>;

export const DashboardTitle = z.object({
  video_id: z.number().int(),
  title: z.string(),
  views: count,
  watch_seconds: count,
});
export type DashboardTitle = z.infer<typeof DashboardTitle>;

export const DashboardFailingJobs = z.object({
  queue: z.string(),
  /** Failed for good in the last 24 hours. */
  failed: count,
  /** Failed and waiting for another try. */
  retrying: count,
});
export type DashboardFailingJobs = z.infer<typeof DashboardFailingJobs>;

export const DashboardResponse = z.object({
  status: z.literal('success'),
  data: z.object({
    range: DashboardRange,
    /**
     * When the live figures (today's, and days not rolled up yet) were computed: the server
     * shares them between loads for up to a minute, so this can be up to 60 s before the request.
     */
    generated_at: z.string(),
    active_subscribers_now: count,
    days: z.array(DashboardDay),
    top_titles_by_views: z.array(DashboardTitle),
    top_titles_by_watch_time: z.array(DashboardTitle),
    failing_jobs: z.array(DashboardFailingJobs),
  }),
});
export type DashboardResponse = z.infer<typeof DashboardResponse>;
export type DashboardData = DashboardResponse['data'];

/** Revenue of one India day in paise: payments captured that day, less refunds paid out that day. */
export const DashboardMoneyDay = z.object({
  day: z.string(),
  captured_paise: count,
  refunded_paise: count,
  net_paise: z.number().int(),
});
export type DashboardMoneyDay = z.infer<typeof DashboardMoneyDay>;

const Pending = z.object({ count, amount_paise: count });

export const DashboardMoneyResponse = z.object({
  status: z.literal('success'),
  data: z.object({
    range: DashboardRange,
    /** As in DashboardResponse: when the live days' figures were computed (same shared computation). */
    generated_at: z.string().optional(),
    days: z.array(DashboardMoneyDay),
    /** Withdrawals waiting for an operator's approval, and those whose payout is under way. */
    pending_withdrawals: z.object({ awaiting_approval: Pending, in_payout: Pending }),
  }),
});
export type DashboardMoneyResponse = z.infer<typeof DashboardMoneyResponse>;

/** Click-through rate in percent with two decimals ('2.50'); '0.00' with no impressions. */
export function clickThroughPercent(impressions: number, clicks: number): string {
  if (impressions <= 0) return '0.00';
  const hundredths = Math.round((clicks * 10_000) / impressions);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}
