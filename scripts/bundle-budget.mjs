#!/usr/bin/env node
// Bundle budget (issue 2): the JavaScript the home route needs — the entry chunk and its static
// imports, excluding lazy chunks such as the player — must stay under 200 KB gzipped.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_KB = 200;
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error('No build manifest: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const seen = new Set();
const files = [];
(function walk(key) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  files.push(chunk.file);
  for (const imp of chunk.imports ?? []) walk(imp);
})(entryKey);

let total = 0;
for (const file of files) {
  const gz = zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += gz;
  console.log(`${(gz / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
const lazy = Object.values(manifest).filter((c) => c.isDynamicEntry).length;
const kb = total / 1024;
console.log(`home route JS: ${kb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB); ${lazy} lazy chunks excluded`);
if (kb > BUDGET_KB) {
  console.error(`Bundle budget exceeded by ${(kb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
