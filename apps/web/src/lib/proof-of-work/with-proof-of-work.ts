// Issue 16.1: when sign-in traffic looks automated the server answers 428 with an ALTCHA challenge
// instead of refusing. The browser solves it (a second or two of hashing in Web Workers) and sends
// the same request again with the solution. The solver is loaded only then, never on the home page.
import { ApiError } from '../api-client.ts';

/** The challenge a 428 carries (contract ErrorResponse.altcha_challenge). */
export interface AltchaChallenge {
  parameters: Record<string, unknown>;
  signature?: string;
}

export type Solver = (challenge: AltchaChallenge) => Promise<string>;

/** A challenge the server asked to be solved, or null when `error` is anything else. */
export function challengeOf(error: unknown): AltchaChallenge | null {
  if (!(error instanceof ApiError) || error.status !== 428) return null;
  const challenge = (error.data as { altcha_challenge?: AltchaChallenge } | null)?.altcha_challenge;
  return challenge && typeof challenge === 'object' && challenge.parameters ? challenge : null;
}

const loadSolver: Solver = async (challenge) => (await import('./solve-altcha.ts')).solveAltcha(challenge);

/**
 * Runs `call`; when the server asks for work, reports it (`onWorking`), solves the challenge and
 * runs `call` again with the payload. A second request for work (the solution came too late, say)
 * is solved once more; after that the error stands.
 */
export async function withProofOfWork<T>(
  call: (altcha?: string) => Promise<T>,
  { onWorking, solve = loadSolver }: { onWorking?: (working: boolean) => void; solve?: Solver } = {},
): Promise<T> {
  let altcha: string | undefined;
  for (let round = 0; ; round += 1) {
    try {
      return await call(altcha);
    } catch (err) {
      const challenge = challengeOf(err);
      if (!challenge || round >= 2) throw err;
      onWorking?.(true);
      try {
        altcha = await solve(challenge);
      } finally {
        onWorking?.(false);
      }
    }
  }
}
