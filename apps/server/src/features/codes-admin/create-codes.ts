// Creating codes (issue 17.4): one batch per create, in one transaction with its audit row. The
// batch row is keyed by the form's key, so a double click or a retried request makes nothing new
// and answers the batch already made; the same key with other settings is refused (409).
import { eq } from 'drizzle-orm';
import {
  CODES_ADMIN_MESSAGES as M,
  expiryOfValidUntil,
  maskPhone,
  validUntilOfExpiry,
  type CodeBatch,
  type CreateCodesBody,
} from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { codeBatches, plans, subscriptionCodes, users } from '../../lib/db/schema.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { Queryable } from '../auth/index.ts';
import { recordAudit, type AuditActor } from '../admin/index.ts';
import { selectCodes } from './code-rows.ts';
import { generateCodes } from './generate-codes.ts';

/** Clashes with existing codes are vanishingly rare (31^12 codes); a few rounds always suffice. */
const GENERATE_ROUNDS = 5;

type BatchRow = typeof codeBatches.$inferSelect;

export async function toCodeBatch(db: Queryable, batch: BatchRow): Promise<CodeBatch> {
  const [plan] = await db
    .select({ name: plans.name })
    .from(plans)
    .where(eq(plans.id, batch.planId));
  const [creator] = batch.createdBy
    ? await db.select({ phone: users.phone }).from(users).where(eq(users.id, batch.createdBy))
    : [];
  return {
    id: batch.id,
    plan_id: batch.planId,
    plan_name: plan?.name ?? '',
    count: batch.codeCount,
    uses: batch.maxRedemptions,
    valid_until: batch.expiresAt ? validUntilOfExpiry(batch.expiresAt) : null,
    prefix: batch.prefix,
    created_by: creator ? maskPhone(creator.phone) : null,
    created_at: batch.createdAt.toISOString(),
  };
}

const sameSettings = (batch: BatchRow, body: CreateCodesBody, expiresAt: Date | null) =>
  batch.planId === body.plan_id &&
  batch.codeCount === body.count &&
  batch.maxRedemptions === body.uses &&
  (batch.expiresAt?.getTime() ?? null) === (expiresAt?.getTime() ?? null) &&
  batch.prefix === (body.code ? null : (body.prefix ?? null));

async function insertGenerated(tx: Queryable, batch: BatchRow): Promise<void> {
  let missing = batch.codeCount;
  for (let round = 0; round < GENERATE_ROUNDS && missing > 0; round += 1) {
    const values = generateCodes(missing, batch.prefix).map((code) => ({
      code,
      planId: batch.planId,
      maxRedemptions: batch.maxRedemptions,
      expiresAt: batch.expiresAt,
      batchId: batch.id,
    }));
    const inserted = await tx
      .insert(subscriptionCodes)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: subscriptionCodes.id });
    missing -= inserted.length;
  }
  if (missing > 0)
    throw new Error(`could not generate ${missing} unique codes for batch ${batch.id}`);
}

export interface CreateOutcome {
  created: boolean;
  batch: BatchRow;
}

export async function createCodes(
  db: Database,
  actor: AuditActor,
  body: CreateCodesBody,
  now = new Date(),
): Promise<CreateOutcome> {
  if (body.code && body.count !== 1) throw badRequest(M.typedCodeCount);
  const expiresAt = body.valid_until ? expiryOfValidUntil(body.valid_until) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) throw badRequest(M.validUntilPast);
  return db.transaction(async (tx) => {
    const [plan] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.id, body.plan_id));
    if (!plan) throw badRequest(M.planNotFound);
    const [batch] = await tx
      .insert(codeBatches)
      .values({
        clientKey: body.key,
        planId: body.plan_id,
        codeCount: body.count,
        maxRedemptions: body.uses,
        expiresAt,
        prefix: body.code ? null : (body.prefix ?? null),
        createdBy: actor.userId,
      })
      .onConflictDoNothing()
      .returning();
    if (!batch) {
      const [existing] = await tx
        .select()
        .from(codeBatches)
        .where(eq(codeBatches.clientKey, body.key));
      const typedMatches =
        !body.code || (await batchCodes(tx, existing?.id ?? -1)).includes(body.code);
      if (!existing || !sameSettings(existing, body, expiresAt) || !typedMatches)
        throw new AppError('conflict', M.keyReused);
      return { created: false, batch: existing };
    }
    if (body.code) {
      const [typed] = await tx
        .insert(subscriptionCodes)
        .values({
          code: body.code,
          planId: batch.planId,
          maxRedemptions: batch.maxRedemptions,
          expiresAt,
          batchId: batch.id,
        })
        .onConflictDoNothing()
        .returning({ id: subscriptionCodes.id });
      if (!typed) throw new AppError('conflict', M.codeTaken);
    } else {
      await insertGenerated(tx, batch);
    }
    // One audit row per batch; the codes themselves stay out of the log (each is a free plan).
    await recordAudit(tx, actor, {
      action: 'code_batch.create',
      targetType: 'code_batch',
      targetId: batch.id,
      before: null,
      after: {
        plan_id: batch.planId,
        count: batch.codeCount,
        uses: batch.maxRedemptions,
        valid_until: body.valid_until ?? null,
        prefix: batch.prefix,
        typed: Boolean(body.code),
      },
    });
    return { created: true, batch };
  });
}

async function batchCodes(tx: Queryable, batchId: number): Promise<string[]> {
  const rows = await tx
    .select({ code: subscriptionCodes.code })
    .from(subscriptionCodes)
    .where(eq(subscriptionCodes.batchId, batchId));
  return rows.map((r) => r.code);
}

/** The batch and all its codes (at most MAX_CODES_PER_BATCH), newest first. */
export async function loadBatch(db: Queryable, batch: BatchRow, now = new Date()) {
  const codes = await selectCodes(
    db,
    eq(subscriptionCodes.batchId, batch.id),
    batch.codeCount,
    now,
  );
  return { batch: await toCodeBatch(db, batch), codes };
}
