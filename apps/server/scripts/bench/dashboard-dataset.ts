// The dashboard benchmark's dataset, made in PostgreSQL with generate_series (bench-dashboard.ts):
// at scale 1, 1M viewers, 10M orders with one payment each (9 in 10 captured, 1 in 100 refunded),
// a 30-day grant per captured subscription order, a rental per captured rental order, 10M views,
// 5M ad events and watch time per title per day, spread over two years in time order.
import type pg from 'pg';

export interface DatasetSize {
  users: number;
  orders: number;
  views: number;
  adEvents: number;
}

export const sizeAt = (scale: number): DatasetSize => ({
  users: Math.round(1_000_000 * scale),
  orders: Math.round(10_000_000 * scale),
  views: Math.round(10_000_000 * scale),
  adEvents: Math.round(5_000_000 * scale),
});

const TITLES = 2000;
const DAYS = 730;
/**
 * Row g of n at its place in two years, a little jitter: rows are appended in time order, as a
 * live system writes them, so one day's rows sit together on disk.
 */
const spread = (n: number) => `now() - interval '${DAYS} days' * (1 - (g + random()) / ${n})`;

/** Each step's SQL in order; the caller times them. */
export function datasetSteps(size: DatasetSize): [string, string][] {
  const { users, orders, views, adEvents } = size;
  return [
    ['plans, titles, ads', `
      insert into plans (name, price_paise, duration_days) values ('Bench plan', 19900, 30);
      insert into videos (title, video_type) select 'Bench title ' || g, 'free' from generate_series(1, ${TITLES}) g;
      insert into advertisements (title, ad_type) select 'Bench ad ' || g, 'banner' from generate_series(1, 50) g;`],
    [`${users.toLocaleString('en')} users`, `
      insert into users (phone, referral_code, created_at)
      select (6000000000 + g)::text, 'B' || g, ${spread(users)} from generate_series(1, ${users}) g;`],
    [`${orders.toLocaleString('en')} orders`, `
      insert into orders (gateway_order_id, gateway, receipt, user_id, kind, plan_id, video_id, amount_paise, status, created_at)
      select 'order_b' || g, 'sandbox', 'rb' || g, 1 + (g::bigint * 7919) % ${users},
        case when g % 5 = 0 then 'rental' else 'subscription' end,
        case when g % 5 = 0 then null else 1 end,
        case when g % 5 = 0 then 1 + g % ${TITLES} else null end,
        case when g % 5 = 0 then 4900 else 19900 end,
        case when g % 10 = 3 then 'failed' else 'paid' end, ${spread(orders)}
      from generate_series(1, ${orders}) g;`],
    [`${orders.toLocaleString('en')} payments`, `
      insert into payments (gateway_payment_id, order_id, user_id, amount_paise, status, created_at)
      select 'pay_b' || id, id, user_id, amount_paise, case when status = 'paid' then 'captured' else 'failed' end,
        created_at + interval '1 minute'
      from orders;`],
    ['refunds (1 in 100)', `
      insert into refunds (payment_id, order_id, user_id, amount_paise, status, kind, idempotency_key, created_at, updated_at)
      select id, order_id, user_id, amount_paise / 2, 'processed', 'operator', 'rb' || id, created_at + interval '1 day', created_at + interval '1 day'
      from payments where status = 'captured' and id % 100 = 7;`],
    ['grants and subscription windows', `
      insert into subscription_grants (user_id, plan_id, source, order_id, starts_at, ends_at, created_at)
      select user_id, 1, 'order', id, created_at, created_at + interval '30 days', created_at
      from orders where kind = 'subscription' and status = 'paid';
      update users u set subscription_start = m.s, subscription_end = m.e
      from (select user_id, min(starts_at) s, max(ends_at) e from subscription_grants group by 1) m where u.id = m.user_id;`],
    ['rentals', `
      insert into rentals (user_id, video_id, order_id, price_paise, duration_days, starts_at, expires_at, created_at)
      select user_id, video_id, id, amount_paise, 2, created_at, created_at + interval '2 days', created_at
      from orders where kind = 'rental' and status = 'paid';`],
    [`${views.toLocaleString('en')} views`, `
      insert into video_views (video_id, view_key, user_id, created_at)
      select 1 + (g * 31) % ${TITLES} * (g % 3) / 2, 'v:b' || g, 1 + g % ${users}, ${spread(views)} from generate_series(1, ${views}) g;`],
    [`${adEvents.toLocaleString('en')} ad events`, `
      insert into ad_events (ad_id, kind, view_key, created_at)
      select 1 + g % 50, case when g % 33 = 0 then 'click' else 'impression' end, 'v:b' || g, ${spread(adEvents)}
      from generate_series(1, ${adEvents}) g;`],
    ['watch time per title per day', `
      insert into dashboard_title_days (day, video_id, watch_seconds)
      select to_char(d, 'YYYY-MM-DD'), v, (random() * 36000)::int
      from generate_series(current_date - ${DAYS}, current_date, interval '1 day') d, generate_series(1, ${TITLES}) v;`],
    // As autovacuum does after a bulk load: statistics, and the visibility map index-only scans use.
    ['vacuum analyze', 'vacuum analyze'],
  ];
}

/** The big tables' secondary indexes are built once after the load (as a bulk import would). */
const BULK_TABLES = ['users', 'orders', 'payments', 'refunds', 'subscription_grants', 'rentals', 'video_views', 'ad_events', 'dashboard_title_days'];

export async function makeDataset(client: pg.Client, size: DatasetSize, log: (line: string) => void): Promise<void> {
  const timed = async (label: string, run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    log(`| ${label} | ${((performance.now() - started) / 1000).toFixed(1)} s |`);
  };
  await client.query(`set maintenance_work_mem = '1GB'; set synchronous_commit = off`);
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
     where schemaname = 'public' and tablename = any($1) and indexname not like '%_pkey' and indexname not like '%_pk'`,
    [BULK_TABLES],
  );
  await timed(`drop ${indexes.length} secondary indexes`, () => client.query(indexes.map((i) => `drop index "${i.name}";`).join('\n')));
  for (const [label, text] of datasetSteps(size)) {
    if (label === 'vacuum analyze') await timed(`rebuild ${indexes.length} indexes`, () => client.query(indexes.map((i) => `${i.definition};`).join('\n')));
    await timed(label, () => client.query(text));
  }
}
