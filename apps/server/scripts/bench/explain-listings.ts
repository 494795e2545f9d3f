// EXPLAIN ANALYZE of the listing queries (the SQL that features/catalogue/video-repository.ts
// issues) on the seeded catalogue plus 20,000 synthetic videos, to show the indexes are used.
import type { RawSql } from '../../src/lib/db/client.ts';

const SYNTHETIC_VIDEOS = 20_000;

const SELECT = `select v.*, c.name as category_name from videos v left join categories c on c.id = v.category_id`;
const QUERIES: [string, string][] = [
  ['category page (page 3 of 20)', `${SELECT} where v.category_id = 1 and v.status = 'ready' order by v.created_at desc, v.id desc limit 20 offset 40`],
  ['category page count', `select count(*) from videos where category_id = 1 and status = 'ready'`],
  ['recently added (limit 15)', `${SELECT} where v.status = 'ready' order by v.created_at desc, v.id desc limit 15`],
  ['paid, newest first', `${SELECT} where v.status = 'ready' and v.video_type = 'paid' order by v.created_at desc, v.id desc limit 15`],
  ['created within 30 days', `${SELECT} where v.status = 'ready' and v.created_at >= now() - interval '30 days' order by v.created_at desc, v.id desc limit 100`],
];

export async function explainListings(raw: RawSql) {
  await raw.query(
    `insert into videos (title, video_type, category_id, status, created_at)
     select 'Synthetic ' || g, (array['free','paid','rental'])[1 + g % 3], 1 + g % 9, 'ready',
            now() - (g || ' minutes')::interval * 5
     from generate_series(1, ${SYNTHETIC_VIDEOS}) g`,
  );
  await raw.exec('analyze videos');
  for (const [name, sql] of QUERIES) {
    const { rows } = await raw.query(`explain (analyze, costs off, timing on, summary on) ${sql}`);
    console.log(`\n### ${name}\n\`\`\`\n${rows.map((r) => (r as Record<string, string>)['QUERY PLAN']).join('\n')}\n\`\`\``);
  }
}
