#!/usr/bin/env node
// `npm test`: the whole suite, in the order that fails fastest. Each step is a real command a
// developer can run alone (see README). Prints one closing line 'N passed, N failed'.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'ott-test-'));
const results = [];
let passed = 0;
let failed = 0;
/** Failed tests with their first error line: CI shows only the tail of the log, so the summary names them. */
const failures = [];
/** Journeys that passed only on their retry. */
const flaky = [];

function run(name, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = res.status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

/**
 * Steps that need little CPU and nothing from each other (type check, lint, web build) run at once;
 * each one's output is printed whole when it ends, so the log stays readable.
 */
async function together(...commands) {
  const ends = commands.map(
    ([name, cmd, args]) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn(cmd, args, { cwd: root, env: process.env });
        let output = '';
        child.stdout.on('data', (d) => (output += d));
        child.stderr.on('data', (d) => (output += d));
        child.on('close', (code) => {
          console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}\n${output}`);
          results.push({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
          resolve(code === 0);
        });
      }),
  );
  return (await Promise.all(ends)).every(Boolean);
}

/** Adds a JSON report's counts (vitest and Playwright both write one). */
function count(file) {
  if (!fs.existsSync(file)) return;
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (typeof r.numPassedTests === 'number') {
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    for (const result of r.testResults ?? []) {
      for (const t of result.assertionResults ?? []) {
        if (t.status === 'failed') failures.push(describe(result.name, t.fullName, t.failureMessages?.[0]));
      }
      if (result.status === 'failed' && !(result.assertionResults ?? []).some((t) => t.status === 'failed')) {
        failures.push(describe(result.name, '(file failed to run)', result.message));
      }
    }
  } else if (r.stats) {
    passed += r.stats.expected ?? 0;
    failed += r.stats.unexpected ?? 0;
    collectPlaywright(r.suites ?? []);
  }
}

/**
 * A journey that failed, and one that failed and then passed on its retry (flaky: it does not fail
 * the run, but it is named so the next session fixes it). A timeout's first error only says so; the
 * next ones name the step that was waiting, so up to three are shown.
 */
function collectPlaywright(suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
        const failedRun = t.results?.findLast((r) => r.status !== 'passed' && r.status !== 'skipped');
        const messages = (failedRun?.errors ?? [failedRun?.error]).filter(Boolean).slice(0, 3).map((e) => e.message);
        (t.status === 'flaky' ? flaky : failures).push(describe(spec.file, `[${t.projectName}] ${spec.title}`, ...messages));
      }
    }
    collectPlaywright(suite.suites ?? []);
  }
}

function describe(file, title, ...messages) {
  const lines = messages.map((message = '') => {
    // eslint-disable-next-line no-control-regex -- strips terminal colour codes from the message
    const firstLine = String(message).replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((l) => l.trim()) ?? '';
    return `\n       ${firstLine.trim().slice(0, 300)}`;
  });
  return `${path.relative(root, file) || file} > ${title}${lines.join('')}`;
}

function vitest(name, projects, out, env) {
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  const ok = run(name, 'npx', [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env);
  count(out);
  return ok;
}

/** A step that writes a JSON report to the file named by its `reportVar` environment variable. */
function reported(name, cmd, args, reportVar, file) {
  const out = path.join(reports, file);
  const ok = run(name, cmd, args, { [reportVar]: out });
  count(out);
  return ok;
}

const pgUrl = process.env.DATABASE_URL;
const steps = [
  () =>
    together(
      ['typecheck', 'npx', ['tsc', '-b']],
      ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
      ['web build', 'npm', ['run', 'build']],
    ),
  () => vitest('unit (contract, web)', ['contract', 'web*'], path.join(reports, 'unit.json')),
  () => vitest('server on PGlite', ['server*'], path.join(reports, 'server-pglite.json'), { DATABASE_URL: '' }),
  ...(pgUrl
    ? [() => vitest('server on PostgreSQL', ['server*'], path.join(reports, 'server-pg.json'), { DATABASE_URL: pgUrl })]
    : []),
  () => run('bundle budget', 'node', ['scripts/bundle-budget.mjs']),
  () => reported('e2e (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], 'PLAYWRIGHT_JSON_OUTPUT_NAME', 'e2e.json'),
  // The cluster (issue 14.10): two API instances, a worker, nginx, s3rver, Redis and the machine's
  // PostgreSQL as processes, through a rolling restart, a Redis outage and a kill -9 mid-job.
  ...(pgUrl ? [() => reported('cluster', 'node', ['scripts/cluster/run.mjs'], 'CLUSTER_REPORT', 'cluster.json')] : []),
];

let allOk = true;
for (const step of steps) if (!(await step())) allOk = false;

if (failures.length) {
  console.log('\n=== failed tests');
  for (const f of failures) console.log(`  - ${f}`);
}
if (flaky.length) {
  console.log('\n=== flaky: failed, then passed on the retry (fix these)');
  for (const f of flaky) console.log(`  - ${f}`);
}
console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
if (!allOk && failed === 0) failed = results.filter((r) => !r.ok).length;
console.log(`${passed} passed, ${failed} failed${flaky.length ? `, ${flaky.length} flaky` : ''}`);
process.exit(allOk ? 0 : 1);
