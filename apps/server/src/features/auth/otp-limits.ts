// ARCHITECTURE 5 'OTP': the spec fixes 4-digit codes, so the server bounds guessing instead.
// Worst case for one phone: 10 codes a day x 5 tries = 50 guesses out of 10,000 (0.5 % a day).
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

export const OTP_LIMITS = {
  /** One send per resend countdown (SPEC 4 'Login flow': resend wait 30 s). */
  phoneGap: { limit: 1, windowSeconds: OTP_RESEND_SECONDS },
  phoneBurst: { limit: 5, windowSeconds: 15 * 60 },
  phoneDaily: { limit: 10, windowSeconds: 24 * 60 * 60 },
  /** Generous enough for a shared (CGNAT) mobile address, tight enough to stop SMS pumping. */
  ipSends: { limit: 20, windowSeconds: 60 * 60 },
  ipVerifies: { limit: 60, windowSeconds: 60 * 60 },
  /** Referral code look-ups reveal a name: bounded per address. */
  ipReferralChecks: { limit: 60, windowSeconds: 10 * 60 },
} as const satisfies Record<string, Limit>;

/** Rate-counter keys, exported so tests can reset the resend gap instead of sleeping 30 s. */
export const otpLimitKeys = {
  phoneGap: (phone: string) => `otp:send:gap:${phone}`,
  phoneBurst: (phone: string) => `otp:send:burst:${phone}`,
  phoneDaily: (phone: string) => `otp:send:day:${phone}`,
  ipSends: (ip: string) => `otp:send:ip:${ip}`,
  ipVerifies: (ip: string) => `otp:verify:ip:${ip}`,
  ipReferralChecks: (ip: string) => `referral:check:ip:${ip}`,
};
