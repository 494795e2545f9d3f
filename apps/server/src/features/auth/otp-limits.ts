// ARCHITECTURE 5 'OTP' and issue 16.1/16.2: the spec fixes 4-digit codes, so the server bounds
// guessing and SMS spending, without letting a stranger lock a number out of its own sign-in and
// without refusing the hundreds of viewers who share one carrier-NAT address.
//
// Who asks: a requester is the browser's `ott_device` cookie when it brought one, else its address.
// A number's gap, burst and day limits count per requester, so ten requests from somebody else
// fill somebody else's buckets. Traffic that looks automated (many sends from one address, or a
// number asked for by strangers) must solve an ALTCHA proof of work instead of being refused.
// Hard ceilings stay for what no person does: 1,000 numbers from one address in an hour.
// A browser that has signed in to the number before is exempt from the shared ceilings.
// Worst case for one phone and one requester: 10 codes a day x 5 tries = 50 guesses of 10,000.
import { OTP_RESEND_SECONDS } from '@ott/contract';

export interface Limit {
  limit: number;
  windowSeconds: number;
}

export const OTP_CODE_TTL_SECONDS = 5 * 60;
/**
 * Tries a code allows (otp_codes.attempts counts each guess, right or wrong, taken before it is
 * compared): after five wrong ones it is dead, even if the right code comes afterwards.
 */
export const OTP_MAX_WRONG_ATTEMPTS = 5;

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

export const OTP_LIMITS = {
  /** One send per resend countdown (SPEC 4 'Login flow': resend wait 30 s), per requester. */
  phoneGap: { limit: 1, windowSeconds: OTP_RESEND_SECONDS },
  phoneBurst: { limit: 5, windowSeconds: 15 * 60 },
  phoneDaily: { limit: 10, windowSeconds: DAY },
  /**
   * The number's absolute ceiling across all strangers (SMS pumping to one number). Strangers past
   * OTP_PHONE_SENDS_BEFORE_POW (3) in the same day prove work first.
   */
  phoneCeiling: { limit: 30, windowSeconds: DAY },
  /** Hard ceilings per address and hour (config defaults); past OTP_IP_*_BEFORE_POW (20, 60) in the same hour, work. */
  ipSends: { limit: 600, windowSeconds: HOUR },
  ipVerifies: { limit: 1_500, windowSeconds: HOUR },
  /** Referral code look-ups reveal a name: bounded per address. */
  ipReferralChecks: { limit: 60, windowSeconds: 10 * 60 },
} as const satisfies Record<string, Limit>;

/** Rate-counter keys, exported so tests can reset the resend gap instead of sleeping 30 s. */
export const otpLimitKeys = {
  phoneGap: (phone: string, requester: string) => `otp:send:gap:${phone}:${requester}`,
  phoneBurst: (phone: string, requester: string) => `otp:send:burst:${phone}:${requester}`,
  phoneDaily: (phone: string, requester: string) => `otp:send:day:${phone}:${requester}`,
  phoneStrangers: (phone: string) => `otp:send:strangers:${phone}`,
  phoneCeiling: (phone: string) => `otp:send:ceiling:${phone}`,
  ipSendAttempts: (ip: string) => `otp:send:ip-attempts:${ip}`,
  ipSends: (ip: string) => `otp:send:ip:${ip}`,
  ipVerifyAttempts: (ip: string) => `otp:verify:ip-attempts:${ip}`,
  ipVerifies: (ip: string) => `otp:verify:ip:${ip}`,
  ipReferralChecks: (ip: string) => `referral:check:ip:${ip}`,
};
