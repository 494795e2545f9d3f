// What happened on each India day of a span, each from one index range on its table: signups,
// rentals, ad impressions and clicks, payments captured and refunds paid out.
import { sql } from 'drizzle-orm';
import type { Queryable } from '../auth/index.ts';
import { adEvents, payments, refunds, rentals, users } from '../../lib/db/schema.ts';
import { at, byDay, istDaySql } from './day-sql.ts';

export interface DayFlows {
  signups: Map<string, number>;
  rentals: Map<string, number>;
  adImpressions: Map<string, number>;
  adClicks: Map<string, number>;
  capturedPaise: Map<string, number>;
  refundedPaise: Map<string, number>;
}

export async function dayFlows(db: Queryable, start: Date, end: Date): Promise<DayFlows> {
  const within = (column: unknown) => sql`${column} >= ${at(start)} and ${column} < ${at(end)}`;
  const signups = await db.execute(sql`
    select ${istDaySql(users.createdAt)} as day, count(*) as n from ${users} where ${within(users.createdAt)} group by 1`);
  const rented = await db.execute(sql`
    select ${istDaySql(rentals.createdAt)} as day, count(*) as n from ${rentals} where ${within(rentals.createdAt)} group by 1`);
  const ads = await db.execute(sql`
    select ${istDaySql(adEvents.createdAt)} as day,
      count(*) filter (where ${adEvents.kind} = 'impression') as impressions,
      count(*) filter (where ${adEvents.kind} = 'click') as clicks
    from ${adEvents} where ${within(adEvents.createdAt)} group by 1`);
  // Captured money: every payment that was captured, including those refunded later (the refund
  // counts on the day it was paid out) and second captures (refunded automatically).
  const captured = await db.execute(sql`
    select ${istDaySql(payments.createdAt)} as day, sum(${payments.amountPaise}) as n from ${payments}
    where ${within(payments.createdAt)} and ${payments.status} in ('captured', 'refunded') group by 1`);
  // A processed refund's updated_at is when the gateway confirmed it (processed is final).
  const refunded = await db.execute(sql`
    select ${istDaySql(refunds.updatedAt)} as day, sum(${refunds.amountPaise}) as n from ${refunds}
    where ${refunds.status} = 'processed' and ${within(refunds.updatedAt)} group by 1`);
  return {
    signups: byDay(signups.rows),
    rentals: byDay(rented.rows),
    adImpressions: byDay(ads.rows, 'impressions'),
    adClicks: byDay(ads.rows, 'clicks'),
    capturedPaise: byDay(captured.rows),
    refundedPaise: byDay(refunded.rows),
  };
}
