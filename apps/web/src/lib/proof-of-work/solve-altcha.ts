// The ALTCHA solver (altcha's own library and its PBKDF2 worker, served from our origin: the page's
// CSP allows no blob: workers). Loaded by with-proof-of-work.ts only when the server asks.
import { solveChallengeWorkers, type Challenge } from 'altcha/lib';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import type { AltchaChallenge } from './with-proof-of-work.ts';

/** Two workers: most of our viewers' phones have four or more cores, and the page stays responsive. */
const WORKERS = Math.max(1, Math.min(2, (navigator.hardwareConcurrency || 2) - 1));

export async function solveAltcha(challenge: AltchaChallenge): Promise<string> {
  const typed = challenge as unknown as Challenge;
  const solution = await solveChallengeWorkers({ challenge: typed, concurrency: WORKERS, createWorker: () => new Pbkdf2Worker() });
  if (!solution) throw new Error('The check did not finish');
  return btoa(JSON.stringify({ challenge: typed, solution }));
}
