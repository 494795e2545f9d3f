import { describe, expect, it } from 'vitest';
import { formatPaise } from '../rules/money.ts';
import {
  addDays,
  clickThroughPercent,
  DASHBOARD_MESSAGES as M,
  DashboardQuery,
  daysInRange,
  istDay,
  istDayStart,
  resolveDashboardRange,
} from './admin-dashboard.ts';

const now = new Date('2026-03-10T20:00:00Z'); // 01:30 on 11 March in India

describe('India days', () => {
  it('puts an instant on its India date and starts a day at IST midnight', () => {
    expect(istDay(now)).toBe('2026-03-11');
    expect(istDay(new Date('2026-03-10T18:29:59Z'))).toBe('2026-03-10');
    expect(istDayStart('2026-03-11').toISOString()).toBe('2026-03-10T18:30:00.000Z');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysInRange('2025-03-11', '2026-03-11')).toBe(366);
  });
});

describe('dashboard range', () => {
  it('defaults to the last 30 days, today included', () => {
    expect(resolveDashboardRange({}, now)).toEqual({ ok: true, from: '2026-02-10', to: '2026-03-11' });
  });
  it('refuses reversed, too long and future ranges with their messages', () => {
    expect(resolveDashboardRange({ from: '2026-03-05', to: '2026-03-04' }, now)).toEqual({ ok: false, message: M.rangeReversed });
    expect(resolveDashboardRange({ from: '2025-03-10', to: '2026-03-11' }, now)).toEqual({ ok: false, message: M.rangeTooLong });
    expect(resolveDashboardRange({ from: '2025-03-11', to: '2026-03-11' }, now).ok).toBe(true);
    expect(resolveDashboardRange({ to: '2026-03-12' }, now)).toEqual({ ok: false, message: M.rangeInFuture });
  });
  it('accepts only real calendar dates', () => {
    expect(DashboardQuery.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(DashboardQuery.safeParse({ from: '26-02-01' }).success).toBe(false);
    expect(DashboardQuery.safeParse({ from: '2026-02-28' }).success).toBe(true);
  });
});

describe('money and rates', () => {
  it('shows paise as exact rupees with Indian grouping', () => {
    expect(formatPaise(0)).toBe('₹0.00');
    expect(formatPaise(19_900)).toBe('₹199.00');
    expect(formatPaise(12_345_678_901)).toBe('₹12,34,56,789.01');
    expect(formatPaise(-50)).toBe('-₹0.50');
    expect(() => formatPaise(1.5)).toThrow(RangeError);
  });
  it('gives the click-through rate to two decimals', () => {
    expect(clickThroughPercent(0, 0)).toBe('0.00');
    expect(clickThroughPercent(400, 10)).toBe('2.50');
    expect(clickThroughPercent(3, 1)).toBe('33.33');
  });
});
