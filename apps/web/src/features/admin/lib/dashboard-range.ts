// The dashboard's range lives in the URL (?days=7|30|90, or ?from=&to= for a custom one), so a
// link or a reload shows the same days. Checked with the contract's rule before anything is asked.
import {
  addDays,
  DASHBOARD_DEFAULT_DAYS,
  DASHBOARD_MESSAGES,
  DASHBOARD_PRESETS,
  istDay,
  resolveDashboardRange,
} from '@ott/contract';

export type DashboardPreset = (typeof DASHBOARD_PRESETS)[number];

export type RangeChoice =
  | { ok: true; from: string; to: string; preset: DashboardPreset | null }
  | { ok: false; messageKey: string; from: string; to: string };

const isPreset = (days: number): days is DashboardPreset => (DASHBOARD_PRESETS as readonly number[]).includes(days);

export function readRange(params: URLSearchParams, now: Date): RangeChoice {
  const from = params.get('from');
  const to = params.get('to');
  if (from !== null || to !== null) {
    const range = resolveDashboardRange({ from: from ?? undefined, to: to ?? undefined }, now);
    if (range.ok) return { ...range, preset: null };
    const key = Object.entries(DASHBOARD_MESSAGES).find(([, text]) => text === range.message)?.[0] ?? 'dateInvalid';
    return { ok: false, messageKey: `dmsg_${key}`, from: from ?? '', to: to ?? '' };
  }
  const asked = Number(params.get('days'));
  const days = isPreset(asked) ? asked : DASHBOARD_DEFAULT_DAYS;
  const today = istDay(now);
  return { ok: true, from: addDays(today, 1 - days), to: today, preset: isPreset(days) ? days : null };
}

/** The URL search for a preset (the default one is the bare URL) or a custom range. */
export const presetSearch = (days: DashboardPreset) => (days === DASHBOARD_DEFAULT_DAYS ? '' : `?days=${days}`);
export const customSearch = (from: string, to: string) => `?${new URLSearchParams({ from, to }).toString()}`;
