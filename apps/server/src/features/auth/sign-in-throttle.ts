// The sign-in throttles of issue 16.1/16.2 (figures and reasons in otp-limits.ts and decisions.md):
// soft per-address and per-number thresholds past which the requester proves work, per-requester
// buckets for a number, and hard ceilings a browser that signed in to the number before skips.
import type { Deps } from '../../lib/deps.ts';
import type { RateCounter } from '../../lib/rate-counter.ts';
import { OTP_LIMITS, otpLimitKeys } from './otp-limits.ts';
import { requireProofOfWork } from './proof-of-work.ts';
import { enforceLimit } from './rate-limit.ts';
import { addressKey, deviceKey, isKnownDevice, type Requester } from './requester.ts';

/** Requests past a soft threshold that double the work asked for (per address; per number: 3). */
const IP_REQUESTS_PER_TIER = 400;
const PHONE_STRANGERS_PER_TIER = 3;

/** Counts one request on `key` and returns how many fell in the window (never refuses). */
async function count(counter: RateCounter, key: string, windowSeconds: number): Promise<number> {
  return (await counter.hit(key, Number.MAX_SAFE_INTEGER, windowSeconds)).count;
}

const tierOf = (over: number, perTier: number) => (over > 0 ? Math.floor((over - 1) / perTier) : -1);

/** Before a code is sent to `phone`: throws a 428 (work), a 429 (wait) or passes. */
export async function throttleSend(deps: Deps, phone: string, requester: Requester, altcha: string | undefined): Promise<void> {
  const { rateCounter, config } = deps;
  const known = await isKnownDevice(deps, phone, requester);
  if (!known) {
    const ipRequests = await count(rateCounter, otpLimitKeys.ipSendAttempts(requester.ip), OTP_LIMITS.ipSends.windowSeconds);
    const strangers = await count(rateCounter, otpLimitKeys.phoneStrangers(phone), OTP_LIMITS.phoneCeiling.windowSeconds);
    const tier = Math.max(
      tierOf(ipRequests - config.otpIpSendsBeforeWork, IP_REQUESTS_PER_TIER),
      tierOf(strangers - config.otpPhoneSendsBeforeWork, PHONE_STRANGERS_PER_TIER),
    );
    if (tier >= 0) await requireProofOfWork(deps, altcha, 'otp-send', tier);
  }
  // The requester's own buckets for this number: somebody else's requests never fill them. A
  // cookieless request also counts for its address, but without the resend wait: the owner's new
  // phone on the same Wi-Fi as the laptop they just used must not be told to wait 30 s.
  const device = deviceKey(requester);
  await enforceLimit(rateCounter, otpLimitKeys.phoneGap(phone, device), OTP_LIMITS.phoneGap);
  for (const key of [device, addressKey(requester)]) {
    if (!key) continue;
    await enforceLimit(rateCounter, otpLimitKeys.phoneBurst(phone, key), OTP_LIMITS.phoneBurst);
    await enforceLimit(rateCounter, otpLimitKeys.phoneDaily(phone, key), OTP_LIMITS.phoneDaily);
  }
  if (known) return;
  await enforceLimit(rateCounter, otpLimitKeys.ipSends(requester.ip), { ...OTP_LIMITS.ipSends, limit: config.otpIpSendsPerHour });
  await enforceLimit(rateCounter, otpLimitKeys.phoneCeiling(phone), OTP_LIMITS.phoneCeiling);
}

/** Before a code is checked: many checks from one address prove work, and a ceiling stops a flood. */
export async function throttleVerify(deps: Deps, phone: string, requester: Requester, altcha: string | undefined): Promise<void> {
  const { rateCounter, config } = deps;
  if (await isKnownDevice(deps, phone, requester)) return;
  const requests = await count(rateCounter, otpLimitKeys.ipVerifyAttempts(requester.ip), OTP_LIMITS.ipVerifies.windowSeconds);
  const tier = tierOf(requests - config.otpIpVerifiesBeforeWork, IP_REQUESTS_PER_TIER);
  if (tier >= 0) await requireProofOfWork(deps, altcha, 'otp-verify', tier);
  await enforceLimit(rateCounter, otpLimitKeys.ipVerifies(requester.ip), { ...OTP_LIMITS.ipVerifies, limit: config.otpIpVerifiesPerHour });
}
