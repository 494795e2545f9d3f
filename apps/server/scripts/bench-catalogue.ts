// Catalogue read latency (ARCHITECTURE 9): starts the app in-process on in-memory PGlite with the
// demo seed and times every catalogue endpoint through app.inject (no network) and over loopback
// HTTP, with the read-through cache on and off, plus ETag revalidations; then checks with EXPLAIN
// that the listing queries use their indexes on a catalogue of 20,000 extra videos.
// Run: npx tsx apps/server/scripts/bench-catalogue.ts [--requests=300] [--explain]
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { closeDeps, createDeps } from '../src/lib/create-deps.ts';
import { passThroughCache } from '../src/lib/cache.ts';
import { seedDemo } from '../src/features/seed/index.ts';
import { explainListings } from './bench/explain-listings.ts';
import { percentile, timeInject, timeHttp } from './bench/timing.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}`))?.split('=')[1];
const REQUESTS = Number(arg('requests') ?? 300);
const HTTP_REQUESTS = Math.min(REQUESTS, 200);

const ENDPOINTS = [
  '/api/videos/hero/',
  '/api/frontend/categories/',
  '/api/videos/category/1/?page=1&page_size=10',
  '/api/videos/?limit=15&ordering=-created_at',
  '/api/videos?days=30',
  '/api/videos/?title=godavari&description=godavari&category_name=godavari',
  '/api/videos/2/',
  '/api/live-streams/by_category/?category_id=5',
  '/api/frontend/states/',
  '/api/frontend/villages/?mandal_id=1',
  '/popup-config.json',
  '/api/video/1/ads/',
  '/api/ads/banner/',
];

async function main() {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: path.join(os.tmpdir(), `ott-bench-${process.pid}`),
  });
  const deps = await createDeps(config, { inMemory: true, log: () => {} });
  await seedDemo(deps.db, { mediaBaseUrl: config.mediaBaseUrl });
  const cachedApp = await buildApp(deps);
  const uncachedApp = await buildApp({ ...deps, cache: passThroughCache });
  await Promise.all([cachedApp.ready(), uncachedApp.ready()]);

  console.log(`node ${process.version}, ${os.cpus().length} cores, PGlite in-memory, ${REQUESTS} requests per row`);
  console.log('| endpoint | no cache p50 / p95 ms | cached p50 / p95 ms | 304 p50 / p95 ms |');
  console.log('|---|---|---|---|');
  for (const url of ENDPOINTS) {
    const uncached = await timeInject(uncachedApp, url, REQUESTS);
    const cached = await timeInject(cachedApp, url, REQUESTS);
    const etag = String((await cachedApp.inject({ url })).headers.etag);
    const revalidated = await timeInject(cachedApp, url, REQUESTS, { 'if-none-match': etag });
    const cell = (ms: number[]) => `${percentile(ms, 50).toFixed(2)} / ${percentile(ms, 95).toFixed(2)}`;
    console.log(`| \`${url}\` | ${cell(uncached)} | ${cell(cached)} | ${cell(revalidated)} |`);
  }

  const address = await cachedApp.listen({ host: '127.0.0.1', port: 0 });
  console.log(`\nLoopback HTTP (${address}, cached, 10 concurrent, ${HTTP_REQUESTS} requests per row)`);
  console.log('| endpoint | p50 ms | p95 ms | req/s |');
  console.log('|---|---|---|---|');
  for (const url of ENDPOINTS.slice(0, 4)) {
    const { ms, perSecond } = await timeHttp(`${address}${url}`, HTTP_REQUESTS, 10);
    console.log(`| \`${url}\` | ${percentile(ms, 50).toFixed(2)} | ${percentile(ms, 95).toFixed(2)} | ${perSecond.toFixed(0)} |`);
  }
  await cachedApp.close();
  await uncachedApp.close();

  if (process.argv.includes('--explain')) await explainListings(deps.dbHandle.raw);
  await closeDeps(deps);
}

await main();
