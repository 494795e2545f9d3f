// The app with a web build (only index.html, copied from apps/web) and the demo catalogue seeded:
// what the server-rendered page tests (link previews, first paint, LCP preload) all start from.
// Call at the top of a test file; the hooks build it before the tests and close it after.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { seedDemo } from '../../src/features/seed/index.ts';
import { createTestApp, type TestApp } from '../helper.ts';

/** A web build of only index.html (copied from apps/web): pages answer with it. */
export function webDirWithIndex(): string {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ott-web-'));
  fs.copyFileSync(path.join(import.meta.dirname, '../../../web/index.html'), path.join(webDir, 'index.html'));
  return webDir;
}

export function seededWebApp(): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp({ WEB_DIST_DIR: webDirWithIndex() });
    await seedDemo(current.deps.db, { mediaBaseUrl: current.deps.config.mediaBaseUrl });
  });
  afterAll(() => current?.close());
  const started = () => {
    if (!current) throw new Error('seededWebApp is used before its beforeAll ran');
    return current;
  };
  return {
    get app() {
      return started().app;
    },
    get deps() {
      return started().deps;
    },
    close: () => started().close(),
  };
}
