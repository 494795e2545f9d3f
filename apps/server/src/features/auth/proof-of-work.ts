// ALTCHA proof of work (issue 16.1, 16.2): when sign-in traffic looks automated the server asks the
// browser to spend a second or two of computing instead of refusing it. Self-hosted: challenges are
// made and checked here with altcha-lib (PBKDF2/SHA-256, HMAC-signed, five minutes), nothing is
// sent to a third party. Each solved challenge is accepted once.
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { MESSAGES } from '@ott/contract';
import type { Deps } from '../../lib/deps.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { hmacSha256 } from '../../lib/http/tokens.ts';

const ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 rounds per try: one try is about 0.2 ms in a phone's Web Crypto. */
const COST = 1_000;
const TTL_SECONDS = 5 * 60;
/** Escalation stops here: 64x the base work (about a minute on a phone at the base of 1,000 tries). */
const MAX_TIER = 6;

/**
 * The work asked for: the browser tries counters from 0 up to a secret one between `base` and
 * 2 x `base`, doubled per tier (how far past the soft limit the traffic is).
 */
export function challengeCounter(base: number, tier: number): number {
  const scale = 2 ** Math.min(Math.max(0, Math.floor(tier)), MAX_TIER);
  return randomInt(base * scale, 2 * base * scale);
}

const secrets = (deps: Deps) => ({
  hmacSignatureSecret: hmacSha256(deps.config.sessionSecret, 'altcha:challenge'),
  hmacKeySignatureSecret: hmacSha256(deps.config.sessionSecret, 'altcha:key'),
});

export async function newChallenge(deps: Deps, purpose: string, tier: number): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: challengeCounter(deps.config.powBaseCounter, tier),
    deriveKey,
    data: { purpose },
    expiresAt: new Date(Date.now() + TTL_SECONDS * 1000),
    ...secrets(deps),
  });
}

/** A 428 carrying a fresh challenge: the client solves it and repeats the request with `altcha`. */
async function askForWork(deps: Deps, purpose: string, tier: number, message: string): Promise<never> {
  throw new AppError('proof_of_work_required', message, undefined, { challenge: await newChallenge(deps, purpose, tier) });
}

function parsePayload(raw: string): Payload | null {
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64').toString('utf8')) as Partial<Payload> | null;
    if (!value || typeof value !== 'object' || !value.challenge?.parameters || !value.solution) return null;
    return value as Payload;
  } catch {
    return null;
  }
}

/**
 * Passes when `raw` is a solved, unexpired challenge of ours for `purpose` that was not used before;
 * otherwise asks for (new) work with a 428. A payload that is not even ALTCHA's shape is a 400.
 */
export async function requireProofOfWork(deps: Deps, raw: string | undefined, purpose: string, tier: number): Promise<void> {
  if (!raw) return askForWork(deps, purpose, tier, MESSAGES.proofOfWorkRequired);
  const payload = parsePayload(raw);
  if (!payload) throw badRequest(MESSAGES.proofOfWorkFailed, { altcha: [MESSAGES.proofOfWorkFailed] });
  const { parameters } = payload.challenge;
  let verified = false;
  try {
    verified =
      parameters.algorithm === ALGORITHM &&
      parameters.data?.purpose === purpose &&
      (await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, ...secrets(deps) })).verified;
  } catch {
    verified = false;
  }
  if (!verified) return askForWork(deps, purpose, tier, MESSAGES.proofOfWorkFailed);
  // Once only: the first use opens a window as long as the challenge lives, a second use is refused.
  const use = await deps.rateCounter.hit(`altcha:used:${payload.challenge.signature ?? parameters.nonce}`, 1, TTL_SECONDS);
  if (!use.allowed) return askForWork(deps, purpose, tier, MESSAGES.proofOfWorkFailed);
}
