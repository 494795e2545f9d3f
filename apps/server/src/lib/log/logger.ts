// The process logger, and what it must never write (issue 16.5): a failed query's parameters, and
// a request's query string (its values are phones, names and search words).
// drizzle words a failed query as "Failed query: <sql>\nparams: <values>" in the error's message and
// stack and keeps the values in `params`; PostgreSQL's `detail` repeats a clashing row's values
// ("Key (phone)=(98…) already exists."). Those are viewers' names, phones, emails and addresses.
// Every `err` the app logs (the 500 handler, jobs, webhooks) goes through `redactError` first; the
// SQL text, with its $1 placeholders, and the error's kind, code and stack frames stay.
import { pino, stdSerializers, type DestinationStream, type Logger } from 'pino';

const PARAMS = /\nparams: [\s\S]*$/;
const REDACTED = '[redacted]';
const DROPPED = new Set(['params', 'parameters']);
const MAX_CAUSES = 8;

function scrubMessage(text: string): string {
  return text.replace(PARAMS, `\nparams: ${REDACTED}`);
}

/** The error with its query parameters and row details taken out, causes included. */
function scrub(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > MAX_CAUSES) return error;
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(error)) {
    if (DROPPED.has(key)) continue;
    const descriptor = Object.getOwnPropertyDescriptor(error, key)!;
    let value: unknown = descriptor.value;
    if (key === 'message' && typeof value === 'string') value = scrubMessage(value);
    else if (key === 'stack' && typeof value === 'string') value = scrubStack(error, value);
    else if (key === 'detail' && value != null) value = REDACTED;
    else if (key === 'cause') value = scrub(value, depth + 1);
    Object.defineProperty(copy, key, { ...descriptor, ...('value' in descriptor ? { value } : {}) });
  }
  return copy;
}

/** A stack begins with "<name>: <message>": that message is the one with the parameters. */
function scrubStack(error: Error, stack: string): string {
  const head = `${error.name}: ${error.message}`;
  return stack.startsWith(head) ? `${error.name}: ${scrubMessage(error.message)}${stack.slice(head.length)}` : scrubMessage(stack);
}

export function redactError(error: unknown) {
  return stdSerializers.err(scrub(error) as Error);
}

/** What Fastify's request log lines carry of a request (its own serializer, less the query). */
interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * A request as logged: the path, never the query string. Query values are what a viewer typed or
 * was identified by (`/users/profile/?phone=…`, a search for a name); no path of the contract
 * carries personal data. The security fuzz greps its log for the phones and names it sent.
 */
export function loggedRequest(req: LoggedRequest) {
  const url = req.url ?? '';
  const query = url.indexOf('?');
  return {
    method: req.method,
    url: query < 0 ? url : `${url.slice(0, query)}?${REDACTED}`,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, serializers: { err: redactError, error: redactError, req: loggedRequest } };
  return destination ? pino(options, destination) : pino(options);
}
