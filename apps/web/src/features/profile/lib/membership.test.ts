import { describe, expect, it } from 'vitest';
import type { User } from '@ott/contract';
import type { SubscriptionStatus } from '@/api/profile/get-subscription-status.ts';
import { membershipOf } from './membership.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const user = (overrides: Partial<User> = {}) => ({ subscription_type: null, subscription_start_date: null, subscription_end_date: null, is_subscribed: false, ...overrides }) as User;
const status = (end: string, isSubscribed: boolean): SubscriptionStatus => ({
  status: 'success',
  is_subscribed: isSubscribed,
  subscription: { plan_id: 2, plan_name: 'Standard Plan', subscription_type: 'standard', start_date: '2026-01-01T00:00:00Z', end_date: end, is_active: isSubscribed, days_remaining: 0 },
});

describe('membership (SPEC 2.15, 4 Subscription)', () => {
  it('is Active with days remaining rounded up while the end date is ahead', () => {
    const m = membershipOf(user(), status('2026-03-03T00:00:00Z', true), NOW);
    expect(m).toMatchObject({ planName: 'Standard Plan', isActive: true, daysRemaining: 2, hasPlan: true });
  });
  it('is Expired with 0 days once the end date has passed, even if a flag says subscribed', () => {
    const m = membershipOf(user({ is_subscribed: true }), status('2026-02-20T00:00:00Z', true), NOW);
    expect(m).toMatchObject({ isActive: false, daysRemaining: 0, hasPlan: true });
  });
  it('falls back to the profile when the status call has not answered', () => {
    const m = membershipOf(user({ is_subscribed: true, subscription_type: 'Basic Plan', subscription_end_date: '2026-03-10T12:00:00Z' }), undefined, NOW);
    expect(m).toMatchObject({ planName: 'Basic Plan', isActive: true, daysRemaining: 9 });
  });
  it('has no plan for a user who never subscribed', () => {
    expect(membershipOf(user(), { status: 'success', is_subscribed: false, subscription: null }, NOW)).toMatchObject({ hasPlan: false, isActive: false });
  });
});
