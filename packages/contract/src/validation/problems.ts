// A validation failure as data (issue 12): the field, the rule broken and its limit, so the server
// can word it in plain English and each screen in its own language, never in the validator's words.
import { z } from 'zod';

export const VALIDATION_RULES = [
  'required',
  'too_long',
  'too_short',
  'exact_length',
  'at_most',
  'less_than',
  'at_least',
  'more_than',
  'not_a_number',
  'not_whole_number',
  'invalid_email',
  'invalid_format',
  'not_allowed',
  'unknown_field',
  'invalid',
] as const;
export type ValidationRule = (typeof VALIDATION_RULES)[number];

export const ValidationProblem = z.object({
  /** The request field ('' for the request as a whole). */
  field: z.string(),
  rule: z.enum(VALIDATION_RULES),
  /** Characters for lengths, the bound for numbers. */
  limit: z.number().optional(),
  /** The accepted values, for `not_allowed`. */
  values: z.array(z.string()).optional(),
});
export type ValidationProblem = z.infer<typeof ValidationProblem>;

/** What zod reports, finished or still inside an error map (whose path may be missing). */
type Loosen<T> = T extends unknown ? Omit<T, 'path' | 'message'> & { path?: PropertyKey[]; message?: string } : never;
type Issue = Loosen<z.core.$ZodIssue>;

const fieldOf = (path: PropertyKey[] | undefined) => String(path?.find((key) => typeof key === 'string') ?? '');
const bound = (value: number | bigint) => Number(value);

function ruleOf(issue: Issue): Omit<ValidationProblem, 'field'> {
  switch (issue.code) {
    case 'too_big': {
      if (issue.origin === 'string') return { rule: issue.exact ? 'exact_length' : 'too_long', limit: bound(issue.maximum) };
      if (['number', 'int', 'bigint'].includes(issue.origin)) {
        return { rule: issue.inclusive === false ? 'less_than' : 'at_most', limit: bound(issue.maximum) };
      }
      return { rule: 'invalid' };
    }
    case 'too_small': {
      if (issue.origin === 'string') {
        if (issue.exact) return { rule: 'exact_length', limit: bound(issue.minimum) };
        return bound(issue.minimum) <= 1 ? { rule: 'required' } : { rule: 'too_short', limit: bound(issue.minimum) };
      }
      if (['number', 'int', 'bigint'].includes(issue.origin)) {
        return { rule: issue.inclusive === false ? 'more_than' : 'at_least', limit: bound(issue.minimum) };
      }
      return { rule: 'invalid' };
    }
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.expected === 'nonoptional') return { rule: 'required' };
      if (issue.expected === 'int') return { rule: 'not_whole_number' };
      if (issue.expected === 'number' || issue.expected === 'nan') return { rule: 'not_a_number' };
      return { rule: 'invalid' };
    case 'invalid_format':
      return { rule: issue.format === 'email' ? 'invalid_email' : 'invalid_format' };
    case 'invalid_value':
      return { rule: 'not_allowed', values: issue.values.map(String) };
    case 'unrecognized_keys':
      return { rule: 'unknown_field' };
    default:
      return { rule: 'invalid' };
  }
}

/**
 * The problem behind one zod issue. A union that matched no option (an optional email sent as ''
 * or an address) is reported as its last option's first issue: that is the value the user meant.
 */
export function problemOf(issue: Issue): ValidationProblem {
  if (issue.code === 'invalid_union') {
    const inner = issue.errors.at(-1)?.[0];
    if (inner) return { ...problemOf(inner), field: fieldOf([...(issue.path ?? []), ...inner.path]) };
  }
  if (issue.code === 'unrecognized_keys') return { field: issue.keys[0] ?? '', rule: 'unknown_field' };
  return { field: fieldOf(issue.path), ...ruleOf(issue) };
}

/**
 * A schema's own message for a missing or wrong-typed value only. zod hands a schema's `error`
 * to its checks as well, which made a too-long name read 'First name is required'.
 */
export const whenMissing = (message: string) => (issue: { code?: string }) =>
  issue.code === 'invalid_type' ? message : undefined;
