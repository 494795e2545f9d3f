// Invalid input (issue 12): every failure is answered in plain words (field and limit), with the
// same failures as data for screens that word them in Telugu; zod's own text never reaches a client.
import { z } from 'zod';
import { plainMessage, plainValidationError, problemOf, type ValidationProblem } from '@ott/contract';

/**
 * Once, before any request is parsed: zod words every issue whose schema has no message of its
 * own (the spec's messages stay on the schemas) with the contract's plain-words messages.
 */
export function installPlainValidationMessages() {
  z.config({ customError: plainValidationError });
}

/** Thrown by handlers that validate a body themselves (multipart forms); answered as a 400. */
export class RequestValidationError extends Error {
  constructor(
    readonly issues: readonly z.core.$ZodIssue[],
    /** What the client sent, before coercion. */
    readonly input: unknown,
  ) {
    super(issues[0]?.message ?? 'invalid input');
  }
}

export interface ValidationAnswer {
  message: string;
  errors: Record<string, string[]>;
  problems: ValidationProblem[];
}

const valueAt = (input: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), input);

/**
 * One issue as a problem and its message. A wrong type is judged on what the client sent (zod
 * keeps no input in a finished issue), and where zod saw a coerced number, NaN both for a missing
 * id and for 'abc', our 'must be a number' is re-worded from that. Other messages, the spec's
 * words among them, are kept.
 */
function describeIssue(issue: z.core.$ZodIssue, input: unknown): { problem: ValidationProblem; message: string } {
  if (issue.code !== 'invalid_type') return { problem: problemOf(issue), message: issue.message };
  const problem = problemOf({ ...issue, input: valueAt(input, issue.path) });
  const fromNaN = issue.message === plainMessage({ field: problem.field, rule: 'not_a_number' });
  return { problem, message: fromNaN ? plainMessage(problem) : issue.message };
}

/** The 400 body for a list of issues: the first message, messages by field, problems. */
export function validationAnswer(issues: readonly z.core.$ZodIssue[], input: unknown, fallback: string): ValidationAnswer {
  // No prototype: a field named 'constructor' or '__proto__' is a field like any other (a query
  // `?constructor=%00` found Object's constructor here and answered 500).
  const errors = Object.create(null) as Record<string, string[]>;
  const problems: ValidationProblem[] = [];
  let first: string | undefined;
  for (const issue of issues) {
    const { problem, message } = describeIssue(issue, input);
    problems.push(problem);
    first ??= message || fallback;
    (errors[problem.field || 'non_field_errors'] ??= []).push(message || fallback);
  }
  return { message: first ?? fallback, errors, problems };
}

/** A 400 for a value no schema could accept at `path` ('First name is not valid'). */
export function invalidValueError(path: PropertyKey[], input: unknown): RequestValidationError {
  const issue = { code: 'custom', path, input: undefined } as const;
  return new RequestValidationError([{ ...issue, message: plainMessage(problemOf(issue)) } as z.core.$ZodIssue], input);
}
