// Invalid input (issue 12): every failure is answered in plain words (field and limit), with the
// same failures as data for screens that word them in Telugu; zod's own text never reaches a client.
import { z } from 'zod';
import { plainValidationError, problemOf, type ValidationProblem } from '@ott/contract';

/**
 * Once, before any request is parsed: zod words every issue whose schema has no message of its
 * own (the spec's messages stay on the schemas) with the contract's plain-words messages.
 */
export function installPlainValidationMessages() {
  z.config({ customError: plainValidationError });
}

/** Thrown by handlers that validate a body themselves (multipart forms); answered as a 400. */
export class RequestValidationError extends Error {
  constructor(readonly issues: readonly z.core.$ZodIssue[]) {
    super(issues[0]?.message ?? 'invalid input');
  }
}

export interface ValidationAnswer {
  message: string;
  errors: Record<string, string[]>;
  problems: ValidationProblem[];
}

/** The 400 body for a list of issues: the first message, messages by field, problems. */
export function validationAnswer(issues: readonly z.core.$ZodIssue[], fallback: string): ValidationAnswer {
  const errors: Record<string, string[]> = {};
  const problems: ValidationProblem[] = [];
  for (const issue of issues) {
    const problem = problemOf(issue);
    problems.push(problem);
    (errors[problem.field || 'non_field_errors'] ??= []).push(issue.message || fallback);
  }
  return { message: issues[0]?.message || fallback, errors, problems };
}
