// One error type with a closed set of codes, mapped to HTTP statuses by an exhaustive table.
// Wire shape and wording are the spec's: `{status: 'error', message}`.
import { normaliseRetryAfter, tooManyRequestsMessage } from '@ott/contract';

export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** Issue 16.1: sign-in traffic that looks automated; the body carries an ALTCHA challenge. */
  proof_of_work_required: 428,
  too_many_requests: 429,
  unavailable: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors: Record<string, string[]> | undefined;
  /** 429 only: sent as `Retry-After` and `retry_after` (whole seconds). */
  readonly retryAfterSeconds: number | undefined;
  /** 428 only: the proof of work to solve before repeating the request (sent as `altcha_challenge`). */
  readonly challenge: unknown;
  constructor(
    code: ErrorCode,
    message: string,
    fieldErrors?: Record<string, string[]>,
    opts: { retryAfterSeconds?: number; challenge?: unknown } = {},
  ) {
    super(message);
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.retryAfterSeconds = opts.retryAfterSeconds;
    this.challenge = opts.challenge;
  }
  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError('bad_request', message, fieldErrors);
export const forbidden = (message: string) => new AppError('forbidden', message);
export const notFound = (message: string) => new AppError('not_found', message);
export const unauthorized = (message: string) => new AppError('unauthorized', message);
/** A refusal that says when to try again (every 429 does: header, body field and message). */
export const tooManyRequests = (retryAfterSeconds: number) => {
  const seconds = normaliseRetryAfter(retryAfterSeconds);
  return new AppError('too_many_requests', tooManyRequestsMessage(seconds), undefined, { retryAfterSeconds: seconds });
};
