import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Vitest's default is one worker fewer than the cores: one worker on our 2-core CI machine. Our
 * files spend much of their time waiting (PostgreSQL, ffmpeg, timers), so two run at once there.
 */
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS ?? Math.max(2, os.availableParallelism() - 1));

// One runner, three projects: pure rules (contract), server integration, web components.
export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      { test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup.ts'],
          // Waits for lazy chunks may take a few seconds on a busy machine (see the setup file).
          testTimeout: 15_000,
        },
      },
    ],
  },
});
