// Issuing and checking one-time codes (ARCHITECTURE 5). Only HMAC(secret, phone:code) is stored;
// only the newest code of a phone can succeed, and it can succeed once.
import crypto from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { MESSAGES, OTP_LENGTH } from '@ott/contract';
import { otpCodes } from '../../lib/db/schema.ts';
import type { Deps } from '../../lib/deps.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { hmacSha256, safeEqual } from '../../lib/http/tokens.ts';
import { OTP_CODE_TTL_SECONDS, OTP_MAX_WRONG_ATTEMPTS } from './otp-limits.ts';
import type { Requester } from './requester.ts';
import { throttleSend, throttleVerify } from './sign-in-throttle.ts';

const PURPOSE = 'login';
const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

const hashCode = (secret: string, phone: string, code: string) => hmacSha256(secret, `${phone}:${code}`);

export async function issueOtp(deps: Deps, phone: string, requester: Requester, altcha?: string): Promise<void> {
  const { db, config } = deps;
  await throttleSend(deps, phone, requester, altcha);

  const code = crypto.randomInt(0, 10 ** OTP_LENGTH).toString().padStart(OTP_LENGTH, '0');
  const now = new Date();
  // A new code supersedes every older unconsumed one.
  await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.phone, phone), eq(otpCodes.purpose, PURPOSE), isNull(otpCodes.consumedAt)));
  const [row] = await db
    .insert(otpCodes)
    .values({
      phone,
      purpose: PURPOSE,
      codeHash: hashCode(config.sessionSecret, phone, code),
      expiresAt: new Date(now.getTime() + OTP_CODE_TTL_SECONDS * 1000),
      requestIp: requester.ip,
    })
    .returning({ id: otpCodes.id });
  try {
    await deps.sms.send({ phone, code, body: `${code} is your OTP to sign in. Valid for 5 minutes.` });
    deps.metrics.otpSends.inc({ outcome: 'sent' });
  } catch {
    deps.metrics.otpSends.inc({ outcome: 'failed' });
    // The user never saw this code: retire it and let them ask again.
    if (row) await db.update(otpCodes).set({ consumedAt: new Date() }).where(eq(otpCodes.id, row.id));
    throw new AppError('unavailable', MESSAGES.serverError);
  }
}

/** Consumes the phone's newest code or throws the spec-worded 400 explaining why not. */
export async function consumeOtp(deps: Deps, phone: string, otp: string, requester: Requester, altcha?: string): Promise<void> {
  const { db, config } = deps;
  if (!OTP_PATTERN.test(otp)) throw badRequest(MESSAGES.invalidOtp, { otp: [MESSAGES.invalidOtp] });
  await throttleVerify(deps, phone, requester, altcha);

  const [latest] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, phone), eq(otpCodes.purpose, PURPOSE)))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  const now = new Date();
  if (!latest || latest.consumedAt) throw badRequest(MESSAGES.invalidOtp);
  if (latest.expiresAt <= now) throw badRequest(MESSAGES.otpExpired);
  if (latest.attempts >= OTP_MAX_WRONG_ATTEMPTS) {
    deps.metrics.otpGuesses.inc({ outcome: 'no_tries_left' });
    throw badRequest(MESSAGES.otpTooManyAttempts);
  }

  // Every guess, right or wrong, first takes one of the code's five tries in a single conditional
  // UPDATE, before the code is compared. Concurrent guesses cannot all read "0 tries so far" and
  // then be compared: the sixth of a burst of thirty finds no try left, whatever it holds (issue 16.3).
  const [tried] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, latest.id), isNull(otpCodes.consumedAt), lt(otpCodes.attempts, OTP_MAX_WRONG_ATTEMPTS)))
    .returning({ attempts: otpCodes.attempts });
  if (!tried) {
    deps.metrics.otpGuesses.inc({ outcome: 'no_tries_left' });
    const [current] = await db.select({ consumedAt: otpCodes.consumedAt }).from(otpCodes).where(eq(otpCodes.id, latest.id));
    throw badRequest(current?.consumedAt ? MESSAGES.invalidOtp : MESSAGES.otpTooManyAttempts);
  }
  const right = safeEqual(hashCode(config.sessionSecret, phone, otp), latest.codeHash);
  deps.metrics.otpGuesses.inc({ outcome: right ? 'right' : 'wrong' });
  if (!right) throw badRequest(tried.attempts >= OTP_MAX_WRONG_ATTEMPTS ? MESSAGES.otpTooManyAttempts : MESSAGES.invalidOtp);
  // The conditional update is the single point of truth: two concurrent logins with the same code
  // both reach here, but only one row update matches `consumed_at is null`.
  const [consumed] = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, latest.id), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, now)))
    .returning({ id: otpCodes.id });
  if (!consumed) throw badRequest(MESSAGES.invalidOtp);
}
