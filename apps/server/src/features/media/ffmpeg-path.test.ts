// Issue 14.8: FFMPEG_PATH, else ffmpeg on PATH, else the npm package's build; ffprobe likewise,
// with the ffprobe beside a pinned ffmpeg before PATH.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpeg, resolveFfmpegPath, resolveFfprobe, resolveMediaTools } from './ffmpeg-path.ts';

const require = createRequire(import.meta.url);
const npmFfmpeg = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
const npmFfprobe = (require('@ffprobe-installer/ffprobe') as { path: string }).path;

const ENV = ['PATH', 'FFMPEG_PATH', 'FFPROBE_PATH'] as const;
const saved = Object.fromEntries(ENV.map((name) => [name, process.env[name]]));
let root: string;
let empty: string;
let bin: string;
let pinned: string;

/** An executable stand-in: resolution only checks that the file is executable. */
function tool(dir: string, name: string): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, name);
  writeFileSync(file, '#!/bin/sh\nexit 0\n');
  chmodSync(file, 0o755);
  return file;
}

function setEnv(values: Partial<Record<(typeof ENV)[number], string>>): void {
  for (const name of ENV) {
    const value = values[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'ott-ffmpeg-path-'));
  empty = join(root, 'empty');
  mkdirSync(empty);
  bin = join(root, 'bin');
  tool(bin, 'ffmpeg');
  tool(bin, 'ffprobe');
  pinned = join(root, 'pinned');
  tool(pinned, 'ffmpeg');
  tool(pinned, 'ffprobe');
  // Not executable: must be passed over.
  writeFileSync(join(empty, 'ffmpeg'), 'not a program');
});

afterEach(() => setEnv(saved));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('resolveFfmpeg', () => {
  it('takes the npm build when PATH has no ffmpeg', () => {
    setEnv({ PATH: empty });
    expect(resolveFfmpeg()).toEqual({ path: npmFfmpeg, source: 'npm' });
    expect(resolveFfmpegPath()).toBe(npmFfmpeg);
    expect(npmFfmpeg).toMatch(/@ffmpeg-installer\/[a-z0-9-]+\/ffmpeg$/);
  });

  it('prefers the ffmpeg on PATH, the first directory that has one', () => {
    setEnv({ PATH: [empty, bin].join(':') });
    expect(resolveFfmpeg()).toEqual({ path: join(bin, 'ffmpeg'), source: 'path' });
  });

  it('prefers FFMPEG_PATH to PATH, and refuses one that is not an executable file', () => {
    setEnv({ PATH: bin, FFMPEG_PATH: join(pinned, 'ffmpeg') });
    expect(resolveFfmpeg()).toEqual({ path: join(pinned, 'ffmpeg'), source: 'env' });
    setEnv({ PATH: bin, FFMPEG_PATH: join(empty, 'ffmpeg') });
    expect(() => resolveFfmpeg()).toThrow(/FFMPEG_PATH=.* is not an executable file/);
  });
});

describe('resolveFfprobe', () => {
  it('takes the npm build when PATH has no ffprobe and nothing is pinned', () => {
    setEnv({ PATH: empty });
    expect(resolveFfprobe()).toEqual({ path: npmFfprobe, source: 'npm' });
  });

  it('takes FFPROBE_PATH, else the ffprobe beside FFMPEG_PATH, else PATH', () => {
    setEnv({ PATH: bin, FFMPEG_PATH: join(pinned, 'ffmpeg'), FFPROBE_PATH: npmFfprobe });
    expect(resolveFfprobe()).toEqual({ path: npmFfprobe, source: 'env' });
    setEnv({ PATH: bin, FFMPEG_PATH: join(pinned, 'ffmpeg') });
    expect(resolveFfprobe()).toEqual({ path: join(pinned, 'ffprobe'), source: 'sibling' });
    // The npm ffmpeg has no ffprobe beside it: PATH's is next.
    setEnv({ PATH: bin, FFMPEG_PATH: npmFfmpeg });
    expect(resolveFfprobe()).toEqual({ path: join(bin, 'ffprobe'), source: 'path' });
  });
});

describe('resolveMediaTools', () => {
  it('reports both tools and their sources, or why one cannot be found, without throwing', () => {
    setEnv({ PATH: empty });
    expect(resolveMediaTools()).toEqual({ ffmpeg: { path: npmFfmpeg, source: 'npm' }, ffprobe: { path: npmFfprobe, source: 'npm' } });
    setEnv({ PATH: empty, FFMPEG_PATH: join(root, 'missing') });
    const tools = resolveMediaTools();
    expect(tools.ffmpeg).toEqual({ error: expect.stringMatching(/FFMPEG_PATH/) });
    expect(tools.ffprobe).toEqual({ path: npmFfprobe, source: 'npm' });
  });
});
