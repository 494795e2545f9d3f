// Issue 12: every kind of validation failure worded in plain English, field and limit named.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainMessage, plainValidationError } from './plain-messages.ts';
import { problemOf } from './problems.ts';

const Body = z.strictObject({
  first_name: z.string().trim().min(1).max(60),
  device_id: z.string().min(8),
  pincode: z.string().length(6),
  gender: z.enum(['M', 'F', 'O']),
  amount: z.coerce.number().int().positive(),
  count: z.number().max(10),
  email: z.union([z.literal(''), z.email()]),
  otp: z.string().regex(/^\d{4}$/),
  code: z.string().refine((v) => v !== 'x'),
});
const valid = { first_name: 'Ravi', device_id: 'device-123', pincode: '522503', gender: 'M', amount: 5, count: 1, email: '', otp: '1234', code: 'ok' };

/** The messages zod gives for a body, with the plain-words map for the parse. */
function messagesFor(patch: Record<string, unknown>) {
  const result = Body.safeParse({ ...valid, ...patch }, { error: plainValidationError });
  return result.error?.issues.map((i) => i.message) ?? [];
}

describe('plain validation messages', () => {
  it.each([
    [{ first_name: 'A'.repeat(211) }, 'First name must be at most 60 characters'],
    [{ first_name: '   ' }, 'First name is required'],
    [{ first_name: undefined }, 'First name is required'],
    [{ first_name: 42 }, 'First name is not valid'],
    [{ device_id: 'abc' }, 'Device id must be at least 8 characters'],
    [{ pincode: '5225' }, 'Pincode must be exactly 6 characters'],
    [{ gender: 'X' }, 'Gender must be one of: M, F, O'],
    [{ amount: 'abc' }, 'Amount must be a number'],
    [{ amount: 1.5 }, 'Amount must be a whole number'],
    [{ amount: 0 }, 'Amount must be more than 0'],
    [{ count: 11 }, 'Count must be at most 10'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ otp: '12ab' }, 'OTP is not in the right format'],
    [{ code: 'x' }, 'Code is not valid'],
    [{ extra: 1 }, 'Extra is not a field we accept'],
  ])('words %j as "%s"', (patch, message) => {
    const messages = messagesFor(patch);
    expect(messages[0]).toBe(message);
    for (const m of messages) expect(m).not.toMatch(/expected|Too big|Too small|Invalid input|Invalid option/);
  });

  it.each(['constructor', 'hasOwnProperty', 'toString', '__proto__'])('names a field called %s like any other', (field) => {
    expect(plainMessage({ field, rule: 'invalid' })).toBe(`${field.replace(/_/g, ' ').trim().replace(/^./, (c) => c.toUpperCase())} is not valid`);
  });

  it('keeps a schema’s own message', () => {
    const Named = z.object({ first_name: z.string().min(1, 'First name is required').max(60) });
    expect(Named.safeParse({ first_name: '' }, { error: plainValidationError }).error?.issues[0]?.message).toBe('First name is required');
  });

  it('names the request itself when it is not an object of fields', () => {
    expect(Body.safeParse('nope', { error: plainValidationError }).error?.issues[0]?.message).toBe('Invalid request. Please check your details.');
  });

  it('describes each failure as data: field, rule and limit', () => {
    const issues = Body.safeParse({ ...valid, first_name: 'A'.repeat(61), amount: 0, gender: 'X' }).error!.issues;
    expect(issues.map(problemOf)).toEqual([
      { field: 'first_name', rule: 'too_long', limit: 60 },
      { field: 'gender', rule: 'not_allowed', values: ['M', 'F', 'O'] },
      { field: 'amount', rule: 'more_than', limit: 0 },
    ]);
    expect(plainMessage({ field: 'first_name', rule: 'too_long', limit: 60 })).toBe('First name must be at most 60 characters');
  });
});
