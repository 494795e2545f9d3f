#!/usr/bin/env node
// Bundle budget (issues 2 and 13): the JavaScript the home route needs — the boot script, the entry
// chunk and its static imports, excluding lazy chunks such as the player — counted as the bytes a browser
// receives with `Accept-Encoding: br, gzip`, not as an estimate.
//   node scripts/bundle-budget.mjs              reads the build: the server sends a file's .br
//                                               (made by the build) when there is one, else the file
//   node scripts/bundle-budget.mjs --url URL    asks a running server and counts the bytes on the wire
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

// Issue 13's aim, reached (149.7 KB on 2026-11-27 with the footer and profile menu lazy).
const BUDGET_KB = 150;
const dist = path.resolve(
  process.env.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../apps/web/dist'),
);
const urlArg = process.argv.indexOf('--url');
const baseUrl = urlArg > 0 ? process.argv[urlArg + 1] : null;
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
// The paint-first boot script that index.html loads, which then adds the entry (vite-paint-first.ts).
const boot = /<script defer src="\/(assets\/boot-[^"]+\.js)"/.exec(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'))?.[1];
if (boot) files.unshift(boot);

/** Bytes on the wire for one file: node:http does not decompress, so this is what was sent. */
function fetchSize(file) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      new URL(`/${file}`, baseUrl),
      { headers: { 'accept-encoding': 'br, gzip' } },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () =>
          res.statusCode === 200
            ? resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' })
            : reject(new Error(`${file}: HTTP ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
  });
}

function fileSize(file) {
  const full = path.join(dist, file);
  if (fs.existsSync(`${full}.br`)) return { bytes: fs.statSync(`${full}.br`).size, encoding: 'br' };
  return { bytes: fs.statSync(full).size, encoding: 'identity' };
}

let total = 0;
let raw = 0;
for (const file of files) {
  const { bytes, encoding } = baseUrl ? await fetchSize(file) : fileSize(file);
  total += bytes;
  raw += fs.statSync(path.join(dist, file)).size;
  console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${encoding.padEnd(8)} ${file}`);
}
const lazy = Object.values(manifest).filter((c) => c.isDynamicEntry).length;
const kb = total / 1024;
const source = baseUrl ? `sent by ${baseUrl}` : 'as the server sends the build';
console.log(
  `home route JS: ${kb.toFixed(1)} KB ${source} with Accept-Encoding: br, gzip (${(raw / 1024).toFixed(1)} KB uncompressed); budget ${BUDGET_KB} KB; ${lazy} lazy chunks excluded`,
);
if (!baseUrl && !files.some((file) => fs.existsSync(path.join(dist, `${file}.br`)))) {
  console.error('The build has no .br files (built before issue 13): run `npm run build` again.');
  process.exit(1);
}
if (kb > BUDGET_KB) {
  console.error(`Bundle budget exceeded by ${(kb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
