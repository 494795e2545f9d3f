// The one referral check (mini registration, full registration, profile settings): valid,
// invalid with the server's words or the screen's own, and a refused check's message on request.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import i18n from '@/app/i18n.ts';
import { stubApi, type Reply } from '@/testing/api-stub.ts';
import '../i18n.ts';
import { useReferralVerification, type ReferralMessages, type ReferralVerificationOptions } from './use-referral-verification.ts';

const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
const own: ReferralMessages = { invalid: 'Screen says invalid', failed: 'Screen says failed' };

async function check(reply: Reply, messages?: ReferralMessages, options?: ReferralVerificationOptions) {
  stubApi({ 'GET /users/verify-referral/': () => reply });
  const { result } = renderHook(() => useReferralVerification(messages, options), { wrapper });
  await act(() => result.current.verify('abc12'));
  return result.current.state;
}

const refused: Reply = { status: 400, body: { status: 'error', message: 'You cannot use your own referral code' } };

describe('useReferralVerification', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is valid with the referrer name, the code sent upper-cased', async () => {
    const api = stubApi({ 'GET /users/verify-referral/': () => ({ body: { status: 'success', message: 'ok', referrer_name: 'Sita' } }) });
    const { result } = renderHook(() => useReferralVerification(), { wrapper });
    await act(() => result.current.verify(' abc12 '));
    expect(result.current.state).toEqual({ status: 'valid', referrerName: 'Sita' });
    expect(api.requests('/users/verify-referral/')[0]?.searchParams.get('code')).toBe('ABC12');
  });

  it("keeps the server's message for an invalid answer, else the screen's words", async () => {
    expect(await check({ body: { status: 'error', message: 'Invalid referral code' } }, own)).toEqual({ status: 'invalid', message: 'Invalid referral code' });
    expect(await check({ body: { status: 'error', message: '' } }, own)).toEqual({ status: 'invalid', message: 'Screen says invalid' });
  });

  it("says the screen's failure words for a refused check unless asked to keep the server's message", async () => {
    expect(await check(refused, own)).toEqual({ status: 'invalid', message: 'Screen says failed' });
    expect(await check(refused, own, { keepServerMessage: true })).toEqual({ status: 'invalid', message: 'You cannot use your own referral code' });
  });

  it("keeps only a 400's message: other failures and a 400 without one give the failure words", async () => {
    const keep = { keepServerMessage: true };
    expect(await check({ status: 500, body: { status: 'error', message: 'Internal' } }, own, keep)).toEqual({ status: 'invalid', message: 'Screen says failed' });
    expect(await check({ status: 400, body: null }, own, keep)).toEqual({ status: 'invalid', message: 'Screen says failed' });
    expect(await check('network-error', undefined, keep)).toEqual({ status: 'invalid', message: 'Error verifying referral code' });
  });
});
