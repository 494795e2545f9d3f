// Rentals (SPEC 3 'Rental', SPEC 4 'Rental'): price and duration from the video's FIRST price
// entry; a rental is active until its expiry. The catalogue asks these queries for entitlement.
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { paiseToRupees, type Rental } from '@ott/contract';
import type { z } from 'zod';
import type { Database } from '../../lib/db/client.ts';
import { rentals, videoPrices } from '../../lib/db/schema.ts';

type RentalRow = typeof rentals.$inferSelect;

export async function firstPriceEntry(db: Database, videoId: number) {
  const [price] = await db
    .select()
    .from(videoPrices)
    .where(eq(videoPrices.videoId, videoId))
    .orderBy(asc(videoPrices.id))
    .limit(1);
  return price;
}

export function rentalDto(row: RentalRow, now = new Date()): z.infer<typeof Rental> {
  return {
    id: row.id,
    video_id: row.videoId,
    rental_price: paiseToRupees(row.pricePaise),
    rental_duration: row.durationDays,
    start_date: row.startsAt.toISOString(),
    end_date: row.expiresAt.toISOString(),
    is_active: row.expiresAt.getTime() > now.getTime(),
  };
}

/** The user's latest rental of the video (active or not). */
export async function latestRental(db: Database, userId: number, videoId: number): Promise<RentalRow | undefined> {
  const [row] = await db
    .select()
    .from(rentals)
    .where(and(eq(rentals.userId, userId), eq(rentals.videoId, videoId)))
    .orderBy(desc(rentals.expiresAt))
    .limit(1);
  return row;
}

export async function rentalForOrder(db: Database, orderId: number): Promise<RentalRow | undefined> {
  const [row] = await db.select().from(rentals).where(eq(rentals.orderId, orderId));
  return row;
}

export async function hasActiveRental(db: Database, userId: number, videoId: number, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: rentals.id })
    .from(rentals)
    .where(and(eq(rentals.userId, userId), eq(rentals.videoId, videoId), gt(rentals.expiresAt, now)))
    .limit(1);
  return row !== undefined;
}

/** When the user's active rental of the video ends (the latest, if several), or null without one. */
export async function activeRentalEnd(db: Database, userId: number, videoId: number, now = new Date()): Promise<Date | null> {
  const [row] = await db
    .select({ expiresAt: rentals.expiresAt })
    .from(rentals)
    .where(and(eq(rentals.userId, userId), eq(rentals.videoId, videoId), gt(rentals.expiresAt, now)))
    .orderBy(desc(rentals.expiresAt))
    .limit(1);
  return row?.expiresAt ?? null;
}

/** Every video the user currently rents, with when its rental ends (the latest, if several). */
export async function listActiveRentalEnds(db: Database, userId: number, now = new Date()): Promise<Map<number, Date>> {
  const rows = await db
    .select({ videoId: rentals.videoId, expiresAt: rentals.expiresAt })
    .from(rentals)
    .where(and(eq(rentals.userId, userId), gt(rentals.expiresAt, now)));
  const ends = new Map<number, Date>();
  for (const row of rows) {
    const known = ends.get(row.videoId);
    if (!known || known < row.expiresAt) ends.set(row.videoId, row.expiresAt);
  }
  return ends;
}

export async function listActiveRentalVideoIds(db: Database, userId: number, now = new Date()): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ videoId: rentals.videoId })
    .from(rentals)
    .where(and(eq(rentals.userId, userId), gt(rentals.expiresAt, now)));
  return new Set(rows.map((r) => r.videoId));
}
