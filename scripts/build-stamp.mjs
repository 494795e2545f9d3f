// Up-to-date checks for the builds `npm start` runs (build-web.mjs, build-server.mjs). A stamp file
// records a hash of every input file's path and content plus the build's own settings, and the
// modification time of each output; a build whose stamp still matches and whose outputs are still
// the ones it wrote is reused. Content, not modification times: a rewritten but identical
// package-lock.json, a `touch` or a branch switch and back do not cost a build (hashing the ~1,200
// input files takes some tens of milliseconds). Inputs are read before building, so a file edited
// while a build runs makes the next run build again.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** Never part of a build: dependencies, outputs, and tests (vitest's, not the bundles'). */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.vite', 'coverage']);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** Every file under each input (a file or a directory), sorted; missing inputs count as absent. */
function listFiles(inputs) {
  const files = [];
  const visit = (file) => {
    let stat;
    try {
      stat = fs.statSync(file);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(file).sort()) {
        if (SKIPPED_DIRS.has(name)) continue;
        visit(path.join(file, name));
      }
    } else if (stat.isFile() && !TEST_FILE.test(file)) {
      files.push(file);
    }
  };
  for (const input of inputs) visit(path.resolve(root, input));
  return files;
}

/** A hash of the inputs' paths and contents and of `settings` (anything else the output depends on). */
export function hashInputs(inputs, settings) {
  const hash = crypto.createHash('sha256');
  hash.update(JSON.stringify(settings));
  const files = listFiles(inputs);
  for (const file of files) {
    const content = fs.readFileSync(file);
    hash.update(`\n${path.relative(root, file)}\0${content.length}\0`);
    hash.update(content);
  }
  return { hash: hash.digest('hex'), fileCount: files.length };
}

/** The content hash of this build's own scripts, so changing how we build builds again. */
export function hashFiles(files) {
  const hash = crypto.createHash('sha256');
  for (const file of files) hash.update(fs.readFileSync(file));
  return hash.digest('hex');
}

function mtimeOf(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

/** True when the stamp names this input hash and every output is still the file it wrote. */
export function isUpToDate(stampFile, hash, outputs) {
  let stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8'));
  } catch {
    return false;
  }
  if (stamp?.hash !== hash) return false;
  return outputs.every((file) => {
    const recorded = stamp.outputs?.[path.relative(root, file)];
    return recorded !== undefined && recorded === mtimeOf(file);
  });
}

export function writeStamp(stampFile, hash, outputs) {
  const recorded = Object.fromEntries(
    outputs.map((file) => [path.relative(root, file), mtimeOf(file)]),
  );
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(
    stampFile,
    `${JSON.stringify({ hash, outputs: recorded, builtAt: new Date().toISOString() }, null, 2)}\n`,
  );
}

export function seconds(startedMs) {
  return ((Date.now() - startedMs) / 1000).toFixed(1);
}
