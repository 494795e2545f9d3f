#!/usr/bin/env node
// The web half of `npm run build` (and so of `npm start`): `vite build` of apps/web into
// apps/web/dist, skipped when nothing it reads changed since the last build (see build-stamp.mjs).
// The stamp lives in node_modules/.cache, not in dist: the server serves every file of dist.
// Prints one line: reused, or built in N s.
//
//   node scripts/build-web.mjs [--force]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { hashFiles, hashInputs, isUpToDate, root, seconds, writeStamp } from './build-stamp.mjs';

const webDir = path.join(root, 'apps/web');
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  // vite.config.ts and its plugins (vite-*.ts), and any .env file Vite would read.
  ...fs
    .readdirSync(webDir)
    .filter((name) => /^vite.*\.[cm]?[jt]s$|^\.env/.test(name))
    .map((name) => `apps/web/${name}`),
  'packages',
  'tsconfig.base.json',
  'package-lock.json',
];
const outputs = [
  path.join(webDir, 'dist/index.html'),
  path.join(webDir, 'dist/.vite/manifest.json'),
];
const stampFile = path.join(root, 'node_modules/.cache/ott-build/web-stamp.json');

const started = Date.now();
const settings = {
  // Vite puts VITE_* variables into the bundle.
  env: Object.entries(process.env)
    .filter(([name]) => name.startsWith('VITE_'))
    .sort(),
  scripts: hashFiles([import.meta.filename, path.join(import.meta.dirname, 'build-stamp.mjs')]),
};
const { hash } = hashInputs(INPUTS, settings);

if (!process.argv.includes('--force') && isUpToDate(stampFile, hash, outputs)) {
  console.log('web: reused apps/web/dist (up to date)');
} else {
  const res = spawnSync('npm', ['run', 'build', '-w', '@ott/web'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) {
    console.error(
      `web: build failed (${res.error?.message ?? `exit ${res.status ?? res.signal}`})`,
    );
    process.exit(1);
  }
  writeStamp(stampFile, hash, outputs);
  console.log(`web: built apps/web/dist in ${seconds(started)} s`);
}
