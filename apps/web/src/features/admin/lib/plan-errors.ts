// The contract's issues as one message per plan field, in the screen's language.
import type { z } from 'zod';
import type { TFunction } from 'i18next';
import type { PlanErrors } from '../components/plan-fields.tsx';
import { translateMessage } from './server-message.ts';

export function planErrors(t: TFunction<'admin'>, issues: readonly z.core.$ZodIssue[]): PlanErrors {
  const errors: PlanErrors = {};
  for (const issue of issues) {
    const key = (issue.path[0] ?? 'name') as keyof PlanErrors;
    errors[key] ??= translateMessage(t, issue.message);
  }
  return errors;
}
