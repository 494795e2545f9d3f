// Issue 17.4 (not in SPEC 7): subscription codes in the console, editor role. A create makes one
// batch (one code typed or generated, or up to 1000 generated), idempotent by the form's key;
// codes are listed with keyset paging, disabled and enabled one by one or by batch, exported as
// CSV, and their redemptions read. Validity is a calendar day in India (IST): a code is valid
// until the end of that day.
import { z } from 'zod';
import { wholeId } from './common.ts';

export const CODES_ADMIN_MESSAGES = {
  planRequired: 'Please choose a plan',
  planNotFound: 'This plan does not exist',
  countInvalid: 'Number of codes must be a whole number from 1 to 1000',
  usesInvalid: 'Uses per code must be a whole number from 1 to 100000',
  validUntilInvalid: 'Valid until must be a date (YYYY-MM-DD)',
  validUntilPast: 'Valid until must be today or later (India time)',
  prefixInvalid: 'A prefix has 1 to 8 letters or digits',
  codeInvalid: 'A code has 4 to 32 letters, digits or hyphens, starting with a letter or digit',
  typedCodeCount: 'A typed code makes one code. Set the number of codes to 1.',
  codeTaken: 'This code already exists',
  keyInvalid: 'Please reopen the form and try again',
  keyReused: 'This form was already used for another batch. Please reopen the form.',
  codesCreated: 'Codes created',
  batchAlreadyCreated: 'This batch was already created',
  codeNotFound: 'This code does not exist',
  batchNotFound: 'This batch does not exist',
  codeDisabled: 'Code disabled',
  codeEnabled: 'Code enabled',
  batchDisabled: 'Every code of the batch is disabled',
  batchEnabled: 'Every code of the batch is enabled',
  nothingChanged: 'Nothing changed: it was already so',
  cursorInvalid: 'Please load the list again from the start',
  searchTooLong: 'Search text can be at most 40 characters',
  statusInvalid: 'Please choose a status: active, disabled, expired or used up',
} as const;

const M = CODES_ADMIN_MESSAGES;

/** Generated codes use letters and digits nobody mixes up (no 0/O, 1/I/L). */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Random characters per generated code: 31^12, about 59 bits. */
export const CODE_RANDOM_LENGTH = 12;
export const MAX_CODES_PER_BATCH = 1000;
export const MAX_USES_PER_CODE = 100_000;
export const CODES_PAGE_SIZE = 50;

export const CODE_STATUSES = ['active', 'disabled', 'expired', 'used_up'] as const;
export const CodeStatus = z.enum(CODE_STATUSES, { error: M.statusInvalid });
export type CodeStatus = z.infer<typeof CodeStatus>;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
function realDay(s: string): boolean {
  // Years past 2199 are refused: no code needs them, and the database's timestamps stay plain.
  if (!isoDay.test(s) || s > '2199-12-31') return false;
  const day = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === s;
}

const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** The instant a code stops working when it is valid until `day` (IST): the next midnight in India. */
export function expiryOfValidUntil(day: string): Date {
  const midnight = new Date(`${day}T00:00:00+05:30`);
  return new Date(midnight.getTime() + 86_400_000);
}

/** The IST day a code is valid until, from its expiry instant (the inverse of expiryOfValidUntil). */
export function validUntilOfExpiry(expiresAt: Date): string {
  const ist = new Date(expiresAt.getTime() - 1 + 5.5 * 3_600_000);
  return ist.toISOString().slice(0, 10);
}

/** POST /api/admin/codes/: a batch of `count` generated codes, or one typed `code`. */
export const CreateCodesBody = z.object({
  key: z.uuid({ error: M.keyInvalid }),
  plan_id: wholeId(M.planRequired),
  count: z.coerce
    .number({ error: M.countInvalid })
    .int(M.countInvalid)
    .min(1, M.countInvalid)
    .max(MAX_CODES_PER_BATCH, M.countInvalid),
  uses: z.coerce
    .number({ error: M.usesInvalid })
    .int(M.usesInvalid)
    .min(1, M.usesInvalid)
    .max(MAX_USES_PER_CODE, M.usesInvalid),
  /** Last IST day the codes work; left out: they never expire. */
  valid_until: z.preprocess(
    blankToNull,
    z.string({ error: M.validUntilInvalid }).refine(realDay, M.validUntilInvalid).nullish(),
  ),
  prefix: z.preprocess(
    blankToNull,
    z
      .string({ error: M.prefixInvalid })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{1,8}$/, M.prefixInvalid)
      .nullish(),
  ),
  /** A code the operator typed (then count must be 1); left out: generated. */
  code: z.preprocess(
    blankToNull,
    z
      .string({ error: M.codeInvalid })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9-]{3,31}$/, M.codeInvalid)
      .nullish(),
  ),
});
export type CreateCodesBody = z.infer<typeof CreateCodesBody>;

export const AdminCode = z.object({
  id: z.number().int(),
  code: z.string(),
  plan_id: z.number().int(),
  plan_name: z.string(),
  batch_id: z.number().int().nullable(),
  uses: z.number().int(),
  used: z.number().int(),
  expires_at: z.string().nullable(),
  valid_until: z.string().nullable(),
  is_active: z.boolean(),
  status: CodeStatus,
  created_at: z.string(),
});
export type AdminCode = z.infer<typeof AdminCode>;

export const CodeBatch = z.object({
  id: z.number().int(),
  plan_id: z.number().int(),
  plan_name: z.string(),
  count: z.number().int(),
  uses: z.number().int(),
  valid_until: z.string().nullable(),
  prefix: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type CodeBatch = z.infer<typeof CodeBatch>;

export const CreateCodesResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  /** False when this key's batch already existed: nothing new was made. */
  created: z.boolean(),
  batch: CodeBatch,
  codes: z.array(AdminCode),
});
export type CreateCodesResponse = z.infer<typeof CreateCodesResponse>;

/** GET /api/admin/codes/ (and .../export/ without the cursor): filters, newest first. */
export const CodesQuery = z.object({
  batch: wholeId().optional(),
  plan: wholeId().optional(),
  status: CodeStatus.optional(),
  q: z.string().trim().toUpperCase().max(40, M.searchTooLong).optional(),
  /** The last id of the previous page. */
  cursor: wholeId(M.cursorInvalid).optional(),
});
export type CodesQuery = z.infer<typeof CodesQuery>;

export const CodesResponse = z.object({
  status: z.literal('success'),
  data: z.array(AdminCode),
  next_cursor: z.number().int().nullable(),
});
export type CodesResponse = z.infer<typeof CodesResponse>;

export const CodeBatchResponse = z.object({
  status: z.literal('success'),
  batch: CodeBatch,
  codes: z.array(AdminCode),
});
export type CodeBatchResponse = z.infer<typeof CodeBatchResponse>;

/** Disable or enable one code or a batch: how many codes changed. */
export const CodeSwitchResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  changed: z.number().int(),
});
export type CodeSwitchResponse = z.infer<typeof CodeSwitchResponse>;

/** How many redemptions one page of a code's list holds (newest first); `total` counts all. */
export const REDEMPTIONS_SHOWN = 100;
/** GET /api/admin/codes/{id}/redemptions/?cursor=: the last id of the previous page. */
export const CodeRedemptionsQuery = z.object({ cursor: wholeId(M.cursorInvalid).optional() });
export type CodeRedemptionsQuery = z.infer<typeof CodeRedemptionsQuery>;
export const CodeRedemption = z.object({
  id: z.number().int(),
  phone: z.string(),
  redeemed_at: z.string(),
});
export const CodeRedemptionsResponse = z.object({
  status: z.literal('success'),
  code: AdminCode,
  total: z.number().int(),
  data: z.array(CodeRedemption),
  next_cursor: z.number().int().nullable(),
});
export type CodeRedemptionsResponse = z.infer<typeof CodeRedemptionsResponse>;
