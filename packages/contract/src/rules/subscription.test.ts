import { describe, it, expect } from 'vitest';
import { daysRemaining, isSubscriptionActive, planWindow } from './subscription.ts';

const now = new Date('2024-03-10T12:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (offsetMs: number): string => new Date(now.getTime() + offsetMs).toISOString();

describe('isSubscriptionActive', () => {
  it('is true when is_subscribed and the end date is in the future', () => {
    expect(isSubscriptionActive({ is_subscribed: true, subscription_end_date: at(DAY) }, now)).toBe(
      true,
    );
    expect(
      isSubscriptionActive({ is_subscribed: true, subscription_end_date: at(1000) }, now),
    ).toBe(true);
  });

  it('is false when is_subscribed is not true', () => {
    expect(
      isSubscriptionActive({ is_subscribed: false, subscription_end_date: at(DAY) }, now),
    ).toBe(false);
    expect(isSubscriptionActive({ is_subscribed: null, subscription_end_date: at(DAY) }, now)).toBe(
      false,
    );
    expect(isSubscriptionActive({ subscription_end_date: at(DAY) }, now)).toBe(false);
  });

  it('is false when the end date is now or past', () => {
    expect(isSubscriptionActive({ is_subscribed: true, subscription_end_date: at(0) }, now)).toBe(
      false,
    );
    expect(
      isSubscriptionActive({ is_subscribed: true, subscription_end_date: at(-DAY) }, now),
    ).toBe(false);
  });

  it('is false when the end date is missing or invalid', () => {
    expect(isSubscriptionActive({ is_subscribed: true }, now)).toBe(false);
    expect(isSubscriptionActive({ is_subscribed: true, subscription_end_date: null }, now)).toBe(
      false,
    );
    expect(isSubscriptionActive({ is_subscribed: true, subscription_end_date: 'soon' }, now)).toBe(
      false,
    );
  });

  it('is false for a missing user', () => {
    expect(isSubscriptionActive(null, now)).toBe(false);
    expect(isSubscriptionActive(undefined, now)).toBe(false);
  });

  it('accepts Date and epoch values and defaults now to the current time', () => {
    const future = new Date(Date.now() + DAY);
    expect(isSubscriptionActive({ is_subscribed: true, subscription_end_date: future })).toBe(true);
    expect(
      isSubscriptionActive(
        { is_subscribed: true, subscription_end_date: now.getTime() + DAY },
        now.getTime(),
      ),
    ).toBe(true);
  });
});

describe('daysRemaining', () => {
  it('rounds partial days up', () => {
    expect(daysRemaining(at(DAY), now)).toBe(1);
    expect(daysRemaining(at(HOUR), now)).toBe(1);
    expect(daysRemaining(at(DAY + 1), now)).toBe(2);
    expect(daysRemaining(at(30 * DAY), now)).toBe(30);
  });

  it('is 0 at or after the end date', () => {
    expect(daysRemaining(at(0), now)).toBe(0);
    expect(daysRemaining(at(-HOUR), now)).toBe(0);
    expect(daysRemaining(at(-10 * DAY), now)).toBe(0);
  });

  it('is 0 for missing or invalid dates', () => {
    expect(daysRemaining(null, now)).toBe(0);
    expect(daysRemaining(undefined, now)).toBe(0);
    expect(daysRemaining('', now)).toBe(0);
    expect(daysRemaining('never', now)).toBe(0);
  });
});

describe('planWindow', () => {
  it('starts a plan bought while subscribed at the current end date (an extension)', () => {
    const window = planWindow(at(10 * DAY), 30, now);
    expect(window.startsAt.toISOString()).toBe(at(10 * DAY));
    expect(window.endsAt.toISOString()).toBe(at(40 * DAY));
  });

  it('starts now when there is no subscription or it has ended', () => {
    for (const end of [null, undefined, at(-DAY), at(0), 'not a date']) {
      const window = planWindow(end, 90, now);
      expect(window.startsAt.toISOString()).toBe(now.toISOString());
      expect(window.endsAt.toISOString()).toBe(at(90 * DAY));
    }
  });
});
