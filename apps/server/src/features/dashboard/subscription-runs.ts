// New, lapsed and active subscribers from subscription_grants (docs/decisions.md 'Dashboard').
// A viewer's grants, each cut at users.subscription_end (a refund shortens the window from its end
// without touching the grant rows), join into runs of unbroken subscription time. A run's start is
// a new subscription; its end, once passed, a lapsed one; active at an instant t = runs with
// start < t <= end. Each query reads one index range (grants by start or end, users by end).
import { sql } from 'drizzle-orm';
import type { Queryable } from '../auth/index.ts';
import { subscriptionGrants as g, users } from '../../lib/db/schema.ts';
import { at, byDay, istDaySql } from './day-sql.ts';

/** A grant's end, cut at the viewer's current window end. */
const cutEnd = (grant: string, subscriptionEnd: string) =>
  sql.raw(`least(${grant}.ends_at, coalesce(${subscriptionEnd}, ${grant}.ends_at))`);

/**
 * A viewer's window end for each grant row, looked up by id (users_id_subscription_end, index
 * only) rather than joined: the planner's join read all of users, or all of subscription_grants,
 * for one day's grants (docs/benchmarks.md 'Issue 17.5').
 */
const windowEnd = (userId: string) => sql.raw(`(select w.subscription_end from users w where w.id = ${userId})`);

/** Runs that started in [start, end), by India day. */
export async function newSubscriptionsByDay(db: Queryable, start: Date, end: Date): Promise<Map<string, number>> {
  // MATERIALIZED: the day's grants with their window end once; each checked against the viewer's
  // earlier grants through subscription_grants_user (user_id, starts_at, ends_at, id).
  const result = await db.execute(sql`
    with s as materialized (
      select s.id, s.user_id, s.starts_at, s.ends_at, ${windowEnd('s.user_id')} as subscription_end
      from ${g} s where s.starts_at >= ${at(start)} and s.starts_at < ${at(end)}
    )
    select ${istDaySql(sql.raw('s.starts_at'))} as day, count(*) as n
    from s
    where ${cutEnd('s', 's.subscription_end')} > s.starts_at
      and not exists (
        select 1 from ${g} p
        where p.user_id = s.user_id and (p.starts_at < s.starts_at or (p.starts_at = s.starts_at and p.id < s.id))
          and ${cutEnd('p', 's.subscription_end')} >= s.starts_at
          and ${cutEnd('p', 's.subscription_end')} > p.starts_at)
    group by 1`);
  return byDay(result.rows);
}

/** Runs that ended in [start, end) and by `now`, by India day (one per viewer and end). */
export async function lapsedSubscriptionsByDay(db: Queryable, start: Date, end: Date, now: Date): Promise<Map<string, number>> {
  const until = end.getTime() < now.getTime() ? end : now;
  // Candidates: grants ending in the span, and every grant of viewers whose window ends in it
  // (a lateral read of each viewer's grants: OFFSET 0 keeps it a per-viewer index read).
  const result = await db.execute(sql`
    with candidates as materialized (
      select s.user_id, s.starts_at, s.ends_at, ${windowEnd('s.user_id')} as subscription_end
      from ${g} s
      where s.ends_at >= ${at(start)} and s.ends_at < ${at(end)}
      union all
      select u.id, s.starts_at, s.ends_at, u.subscription_end
      from ${users} u cross join lateral (select q.starts_at, q.ends_at from ${g} q where q.user_id = u.id offset 0) s
      where u.subscription_end >= ${at(start)} and u.subscription_end < ${at(end)}
    ), cut as (
      select c.user_id, c.starts_at, ${cutEnd('c', 'c.subscription_end')} as cut_end, c.subscription_end from candidates c
    ), run_ends as (
      select distinct c.user_id, c.cut_end from cut c
      where c.cut_end > c.starts_at and c.cut_end >= ${at(start)} and c.cut_end <= ${at(until)} and c.cut_end < ${at(end)}
        and not exists (
          select 1 from ${g} q
          where q.user_id = c.user_id and q.starts_at <= c.cut_end
            and ${cutEnd('q', 'c.subscription_end')} > c.cut_end)
    )
    select ${istDaySql(sql.raw('cut_end'))} as day, count(*) as n from run_ends group by 1`);
  return byDay(result.rows);
}

/** Viewers with subscription time at `t` (a run with start < t <= end). */
export async function activeSubscribersAt(db: Queryable, t: Date): Promise<number> {
  const result = await db.execute(sql`
    select count(distinct s.user_id) as n from ${g} s join ${users} u on u.id = s.user_id
    where s.ends_at >= ${at(t)} and s.starts_at < ${at(t)} and coalesce(u.subscription_end, s.ends_at) >= ${at(t)}`);
  return Number(result.rows[0]?.n ?? 0);
}

/** Viewers whose subscription window is open now (users.subscription_end, one index range). */
export async function activeSubscribersNow(db: Queryable, now: Date): Promise<number> {
  const result = await db.execute(sql`
    select count(*) as n from ${users}
    where subscription_end > ${at(now)} and (subscription_start is null or subscription_start <= ${at(now)})`);
  return Number(result.rows[0]?.n ?? 0);
}
