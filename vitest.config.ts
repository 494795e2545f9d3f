import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Vitest's default is one worker fewer than the cores: one worker on our 2-core CI machine. Our
 * files spend much of their time waiting (PostgreSQL, ffmpeg, timers), so two run at once there.
 */
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS ?? Math.max(2, os.availableParallelism() - 1));

/**
 * The web components' files import the same React, router, query and i18n modules: shared between
 * the files of a worker they are loaded once, not once per file (the unit step took 140 s isolated,
 * 50 s shared, on 2 cores). A file that replaces a module or a global (vi.mock, vi.doMock,
 * vi.stubGlobal) would leak that into the next file, so those files keep a module graph of their own.
 */
const REPLACES_MODULES_OR_GLOBALS = /\bvi\.(mock|doMock|stubGlobal)\(/;
const webRoot = path.join(import.meta.dirname, 'apps/web');
const webTests = fs
  .readdirSync(path.join(webRoot, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.join('src', file));
const isolatedWebTests = webTests.filter((file) => REPLACES_MODULES_OR_GLOBALS.test(fs.readFileSync(path.join(webRoot, file), 'utf8')));

/**
 * The server's files build the whole app, and importing it is most of a file's time (the PGlite
 * stage took 621 s for 425 s of tests on 2 cores). Files of one worker share the module graph;
 * those that replace a module or a global keep their own, as the web's do.
 */
const serverRoot = path.join(import.meta.dirname, 'apps/server');
const isolatedServerTests = ['src', 'test']
  .flatMap((dir) => fs.readdirSync(path.join(serverRoot, dir), { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)))
  .filter((file) => /\.test\.ts$/.test(file) && REPLACES_MODULES_OR_GLOBALS.test(fs.readFileSync(path.join(serverRoot, file), 'utf8')));
const server = {
  root: './apps/server',
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  pool: 'forks',
} as const;

const web = {
  extends: './apps/web/vite.config.ts',
  test: {
    root: './apps/web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    // Waits for lazy chunks may take a few seconds on a busy machine (see the setup file).
    testTimeout: 15_000,
    pool: 'threads',
  },
} as const;

// One runner, four projects: pure rules (contract), server integration, web components (shared and
// isolated module graphs; `--project 'web*'` runs both).
export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      { test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'], isolate: false, pool: 'threads' } },
      { test: { ...server, name: 'server', exclude: isolatedServerTests, isolate: false } },
      { test: { ...server, name: 'server-isolated', include: isolatedServerTests } },
      { ...web, test: { ...web.test, name: 'web', include: ['src/**/*.test.{ts,tsx}'], exclude: isolatedWebTests, isolate: false } },
      { ...web, test: { ...web.test, name: 'web-isolated', include: isolatedWebTests } },
    ],
  },
});
