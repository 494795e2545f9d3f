// Bank accounts (SPEC 2.18, 3 'Bank account', 5 'Bank account'): up to five per user, one primary,
// numbers encrypted at rest and masked in every answer. Adding and switching the primary take the
// user's wallet lock, so concurrent requests cannot pass the limit or leave two primaries.
import { and, count, desc, eq, ne } from 'drizzle-orm';
import { MESSAGES, type BankAccount } from '@ott/contract';
import type { Deps } from '../../lib/deps.ts';
import { bankAccounts } from '../../lib/db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Queryable } from '../auth/db-types.ts';
import {
  accountFingerprint,
  bankKeys,
  encryptAccountNumber,
  maskAccountNumber,
} from './bank-crypto.ts';
import { lockWallet } from './ledger.ts';

export const MAX_BANK_ACCOUNTS = 5;

export type BankAccountRow = typeof bankAccounts.$inferSelect;

export function toBankAccountDto(row: BankAccountRow): BankAccount {
  return {
    id: row.id,
    bank_name: row.bankName,
    account_number: maskAccountNumber(row.accountLast4),
    account_holder_name: row.accountHolderName,
    ifsc_code: row.ifscCode,
    is_primary: row.isPrimary,
    is_verified: row.isVerified,
    created_at: row.createdAt.toISOString(),
  };
}

/** Primary first, then newest. */
export async function listBankAccounts(db: Queryable, userId: number): Promise<BankAccountRow[]> {
  return db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.userId, userId))
    .orderBy(desc(bankAccounts.isPrimary), desc(bankAccounts.createdAt), desc(bankAccounts.id));
}

export async function findOwnBankAccount(
  db: Queryable,
  userId: number,
  id: number,
): Promise<BankAccountRow | null> {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.userId, userId)));
  return row ?? null;
}

export interface NewBankAccount {
  accountHolderName: string;
  accountNumber: string;
  ifscCode: string;
  bankName: string;
}

export async function addBankAccount(
  deps: Deps,
  userId: number,
  input: NewBankAccount,
): Promise<BankAccountRow> {
  const keys = bankKeys(deps.config);
  const fingerprint = accountFingerprint(keys, input.ifscCode, input.accountNumber);
  return deps.db.transaction(async (tx) => {
    await lockWallet(tx, userId);
    const [dup] = await tx
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(
        and(eq(bankAccounts.userId, userId), eq(bankAccounts.accountFingerprint, fingerprint)),
      );
    if (dup)
      throw badRequest(MESSAGES.bankAccountExists, {
        account_number: [MESSAGES.bankAccountExists],
      });
    const [counted] = await tx
      .select({ n: count() })
      .from(bankAccounts)
      .where(eq(bankAccounts.userId, userId));
    const existing = counted?.n ?? 0;
    if (existing >= MAX_BANK_ACCOUNTS) {
      throw badRequest(MESSAGES.bankAccountLimit, {
        non_field_errors: [MESSAGES.bankAccountLimit],
      });
    }
    const [row] = await tx
      .insert(bankAccounts)
      .values({
        userId,
        bankName: input.bankName,
        accountHolderName: input.accountHolderName,
        ifscCode: input.ifscCode,
        accountNumberEnc: encryptAccountNumber(keys, userId, input.accountNumber),
        accountLast4: input.accountNumber.slice(-4),
        accountFingerprint: fingerprint,
        // The first account becomes the primary one.
        isPrimary: existing === 0,
      })
      .returning();
    if (!row) throw new Error('bank account insert failed');
    return row;
  });
}

/** Makes one of the user's accounts the primary; another user's or an unknown id is 404, changing nothing. */
export async function setPrimaryBankAccount(
  deps: Deps,
  userId: number,
  id: number,
): Promise<BankAccountRow> {
  return deps.db.transaction(async (tx) => {
    await lockWallet(tx, userId);
    const target = await findOwnBankAccount(tx, userId, id);
    if (!target) throw notFound(MESSAGES.bankAccountNotFound);
    if (target.isPrimary) return target;
    const now = new Date();
    // The partial unique index allows one primary per user: clear the old one first.
    await tx
      .update(bankAccounts)
      .set({ isPrimary: false, updatedAt: now })
      .where(
        and(
          eq(bankAccounts.userId, userId),
          eq(bankAccounts.isPrimary, true),
          ne(bankAccounts.id, id),
        ),
      );
    const [row] = await tx
      .update(bankAccounts)
      .set({ isPrimary: true, updatedAt: now })
      .where(and(eq(bankAccounts.id, id), eq(bankAccounts.userId, userId)))
      .returning();
    if (!row) throw notFound(MESSAGES.bankAccountNotFound);
    return row;
  });
}
