// The HTTP side of RazorpayX: basic auth, JSON, a timeout per call, and one typed error whose
// message never carries a bank account number (ours or the viewer's), since it ends up in logs.

export type RazorpayXStep = 'contact' | 'fund_account' | 'payout' | 'fetch_payout';

export type RazorpayXErrorKind =
  /** RazorpayX answered with an error: nothing was created by this call. */
  | 'rejected'
  /** RazorpayX answered 5xx / 408 / 409 / 429: the outcome is unknown, retry with the same key. */
  | 'unavailable'
  | 'timeout'
  | 'network'
  /** A 2xx answer we could not use (not JSON, or not the payout we asked for). */
  | 'invalid_response';

export class RazorpayXError extends Error {
  override readonly name = 'RazorpayXError';
  constructor(
    readonly step: RazorpayXStep,
    readonly kind: RazorpayXErrorKind,
    /** HTTP status, 0 when there was no answer. */
    readonly status: number,
    /** RazorpayX's error description, account numbers masked. */
    readonly description: string,
    readonly code: string | null = null,
    /** The request field RazorpayX blamed, if it said. */
    readonly field: string | null = null,
  ) {
    super(`RazorpayX ${step} ${kind}${status ? ` (${status})` : ''}: ${description}`);
  }

  /**
   * True when the payout may or may not exist: the caller keeps the withdrawal pending and asks
   * again (same reference, same idempotency key) instead of refunding.
   */
  get isRetryable(): boolean {
    return this.kind === 'unavailable' || this.kind === 'timeout' || this.kind === 'network';
  }
}

/**
 * Masks every listed secret and any 9-18 digit run (the shape of an Indian bank account number)
 * down to its last four digits.
 */
export function redactAccountNumbers(text: string, secrets: readonly string[] = []): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length >= 4) out = out.split(secret).join(`••••${secret.slice(-4)}`);
  }
  return out.replace(/\d{9,18}/g, (digits) => `••••${digits.slice(-4)}`);
}

export interface ClientOptions {
  keyId: string;
  keySecret: string;
  baseUrl: string;
  timeoutMs: number;
  /** Values that must never appear in an error (the RazorpayX account number). */
  secrets: readonly string[];
}

export interface CallOptions {
  step: RazorpayXStep;
  body?: unknown;
  headers?: Record<string, string>;
  /** More values to mask for this call (the beneficiary's account number). */
  secrets?: readonly string[];
}

const RETRYABLE_STATUS = new Set([408, 409, 425, 429]);

export function createRazorpayXClient(opts: ClientOptions) {
  const authorization = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}`;
  const baseUrl = opts.baseUrl.replace(/\/$/, '');

  return async function call<T>(method: 'GET' | 'POST', path: string, call: CallOptions): Promise<T> {
    const secrets = [...opts.secrets, ...(call.secrets ?? [])];
    const fail = (kind: RazorpayXErrorKind, status: number, description: string, code: string | null = null, field: string | null = null) =>
      new RazorpayXError(call.step, kind, status, redactAccountNumbers(description, secrets), code, field);

    let res: Response;
    let text: string;
    try {
      res = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...call.headers,
        },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
      text = await res.text();
    } catch (err) {
      const name = (err as { name?: string } | null)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw fail('timeout', 0, `no answer within ${opts.timeoutMs} ms`);
      }
      // fetch's own message ("fetch failed") names no account; the cause's code says why.
      const cause = (err as { cause?: { code?: string } } | null)?.cause?.code;
      throw fail('network', 0, cause ? `connection failed (${cause})` : 'connection failed');
    }

    if (!res.ok) {
      let description = text.slice(0, 300) || res.statusText;
      let code: string | null = null;
      let field: string | null = null;
      try {
        const parsed = JSON.parse(text) as { error?: { description?: string; code?: string; field?: string | null } };
        description = parsed.error?.description ?? description;
        code = parsed.error?.code ?? null;
        field = parsed.error?.field ?? null;
      } catch {
        // Not JSON (a proxy's error page): keep the start of the text.
      }
      const kind = res.status >= 500 || RETRYABLE_STATUS.has(res.status) ? 'unavailable' : 'rejected';
      throw fail(kind, res.status, description, code, field);
    }
    try {
      return JSON.parse(text) as T;
    } catch {
      throw fail('invalid_response', res.status, 'the answer was not JSON');
    }
  };
}
