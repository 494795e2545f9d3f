// The live channel supervisor with a real ffmpeg: a sliding-window playlist whose media sequence
// advances, a restart after ffmpeg dies, and no process left after stop.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveChannel } from '../../src/features/streaming/live-channel.ts';
import type { LeaderLock } from '../../src/features/streaming/leader-lock.ts';
import { pidsMentioning, waitFor } from './fixtures.ts';

const workDir = path.join(os.tmpdir(), `ott-live-${crypto.randomBytes(4).toString('hex')}`);
const outDir = path.join(workDir, 'live');
const source = path.join(workDir, 'source.mp4');
const playlist = path.join(outDir, 'index.m3u8');
const logs: string[] = [];
const alwaysLeader: LeaderLock = { tryAcquire: async () => true, lost: new Promise(() => {}), release: async () => {} };
let channel: LiveChannel;

const mediaSequence = () => {
  const text = fs.existsSync(playlist) ? fs.readFileSync(playlist, 'utf8') : '';
  const match = /#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text);
  return match ? { text, sequence: Number(match[1]) } : null;
};

beforeAll(() => {
  fs.mkdirSync(workDir, { recursive: true });
  // A tiny source with a keyframe every second, so the muxer can cut one-second segments.
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=160x90:rate=10:duration=3', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=3'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '10', '-keyint_min', '10', '-sc_threshold', '0', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', '32k', '-shortest', source],
  ]);
  channel = new LiveChannel({
    resolveSource: async () => ({ file: source, master: '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1000\nindex.m3u8\n' }),
    outDir,
    playlistName: 'index.m3u8',
    masterName: 'master.m3u8',
    segmentSeconds: 1,
    listSize: 3,
    leader: alwaysLeader,
    log: { info: (m) => logs.push(m), warn: (m) => logs.push(m) },
    pollMs: 100,
  });
  channel.start();
});
afterAll(async () => {
  await channel.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('live channel', () => {
  it('writes a sliding-window live playlist whose media sequence advances', async () => {
    const first = await waitFor(mediaSequence, 10_000, 'the first live playlist');
    expect(fs.readFileSync(path.join(outDir, 'master.m3u8'), 'utf8')).toContain('index.m3u8');
    expect(first.text).not.toContain('#EXT-X-ENDLIST');
    expect(first.text).toContain('#EXT-X-MAP:URI="init.mp4"');
    const later = await waitFor(() => {
      const now = mediaSequence();
      return now && now.sequence >= first.sequence + 2 ? now : null;
    }, 12_000, 'the media sequence to advance');
    const listed = later.text.split('\n').filter((line) => line.endsWith('.m4s'));
    expect(listed.length).toBeLessThanOrEqual(3);
    // Old segments are deleted: the dir holds the window plus at most a couple being written/kept.
    expect(fs.readdirSync(outDir).filter((f) => f.endsWith('.m4s')).length).toBeLessThanOrEqual(6);
    for (const name of listed) expect(fs.existsSync(path.join(outDir, name)), name).toBe(true);
  });

  it('restarts ffmpeg when it dies, continuing the media sequence', async () => {
    const pid = channel.pid;
    expect(pid).toBeTypeOf('number');
    const before = mediaSequence()?.sequence ?? 0;
    process.kill(pid as number, 'SIGKILL');
    const restarted = await waitFor(() => (channel.pid && channel.pid !== pid ? channel.pid : null), 10_000, 'a new encoder');
    expect(restarted).not.toBe(pid);
    const after = await waitFor(() => {
      const now = mediaSequence();
      return now && now.sequence > before ? now : null;
    }, 12_000, 'the restarted playlist');
    expect(after.sequence).toBeGreaterThan(before);
    expect(logs.some((line) => line.includes('encoder exited, restarting'))).toBe(true);
  });

  it('leaves no ffmpeg behind after stop', async () => {
    const pid = channel.pid as number;
    expect(pidsMentioning(outDir)).toContain(pid);
    await channel.stop();
    expect(() => process.kill(pid, 0)).toThrow();
    expect(pidsMentioning(outDir)).toEqual([]);
  });
});
