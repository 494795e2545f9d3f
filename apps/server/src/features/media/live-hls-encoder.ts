// The live channel's encoder (docs/decisions.md 'Live channel'): one long-running ffmpeg that
// plays a source file in real time (-re), looping for ever, into a sliding-window HLS playlist of
// fMP4 segments (no ENDLIST, old segments deleted). Streams are copied, so it costs almost no CPU.
// Segment numbers start at the wall clock (epoch), so a restarted encoder continues the media
// sequence instead of going back to 0, and segment names never repeat.
//
// ffmpeg writes its playlists under scratch names (index.encoder.m3u8) and this module publishes
// each complete version under the real name by rename, so a player never reads a half-written
// playlist: ffmpeg 4.1 (the npm build used when no ffmpeg is on PATH) ignores `-hls_flags
// temp_file` and truncates and rewrites its playlists in place (seen with strace), where 5.1 renames.
import type { ChildProcess } from 'node:child_process';
import { spawnTied } from './tied-spawn.ts';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { resolveFfmpegPath } from './ffmpeg-path.ts';
import { packagedClipInputArgs, type PackagedClipInputs } from './packaged-clip-inputs.ts';
import { runProcess } from './run-process.ts';

export interface LiveHlsEncoderOptions {
  /** An mp4 whose keyframes fall at least every segmentSeconds (see remuxToLiveSource). */
  readonly source: string;
  readonly outDir: string;
  readonly playlistName: string;
  readonly segmentSeconds: number;
  readonly listSize: number;
  /**
   * The source's subtitle track (mov_text) goes out as a sliding WebVTT playlist of this name,
   * cut by the same muxer as the video, so the cues stay on the video's clock through every loop.
   */
  readonly subtitlePlaylistName?: string;
  /** Written once the directory is fresh: the master that lists the media and subtitle playlists. */
  readonly master?: { readonly name: string; readonly content: string };
}

export interface LiveHlsEncoder {
  readonly pid: number | undefined;
  /** Resolves with the exit code (null when killed by a signal) once ffmpeg has exited. */
  readonly exited: Promise<number | null>;
  /** The last lines ffmpeg wrote to stderr (for the log when it exits unexpectedly). */
  stderrTail(): string;
  /** SIGTERM (ffmpeg finishes the segment), SIGKILL after graceMs; resolves once it has exited. */
  stop(graceMs?: number): Promise<void>;
}

const KEPT_STDERR_CHARS = 4000;
/** How often the scratch playlists are checked for a new version: well inside a segment. */
const PUBLISH_INTERVAL_MS = 200;

/** The name ffmpeg writes a playlist under; its WebVTT segments are named after it too. */
export const encoderPlaylistName = (playlistName: string) => `${playlistName.replace(/\.m3u8$/, '')}.encoder.m3u8`;

export async function startLiveHlsEncoder(options: LiveHlsEncoderOptions): Promise<LiveHlsEncoder> {
  // A previous run's segments and playlist would mix with the new window.
  await rm(options.outDir, { recursive: true, force: true });
  await mkdir(options.outDir, { recursive: true });
  if (options.master) await writeFile(join(options.outDir, options.master.name), options.master.content);
  const subtitles = options.subtitlePlaylistName;
  const published = [options.playlistName, ...(subtitles ? [subtitles] : [])];
  const args = [
    ...['-hide_banner', '-nostdin', '-loglevel', 'warning'],
    ...['-re', '-stream_loop', '-1', '-i', options.source],
    ...(subtitles
      ? [
          ...['-map', '0:v:0', '-map', '0:a:0', '-map', '0:s:0', '-c:v', 'copy', '-c:a', 'copy', '-c:s', 'webvtt'],
          ...['-var_stream_map', 'v:0,a:0,s:0', '-hls_subtitle_path', join(options.outDir, encoderPlaylistName(subtitles))],
        ]
      : ['-map', '0', '-c', 'copy']),
    ...['-f', 'hls', '-hls_time', String(options.segmentSeconds), '-hls_list_size', String(options.listSize)],
    ...['-hls_flags', 'delete_segments+independent_segments+omit_endlist+temp_file'],
    ...['-hls_start_number_source', 'epoch', '-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', 'init.mp4'],
    ...['-hls_segment_filename', join(options.outDir, 'seg-%d.m4s')],
    join(options.outDir, encoderPlaylistName(options.playlistName)),
  ];
  // Dies with this process, even on kill -9 (tied-spawn.ts): no orphan keeps rewriting the window.
  const child: ChildProcess = spawnTied(resolveFfmpegPath(), args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-KEPT_STDERR_CHARS);
  });
  const exited = new Promise<number | null>((resolve) => {
    child.once('error', (error) => {
      stderr += `\n${error.message}`;
      resolve(null);
    });
    child.once('exit', (code) => resolve(code));
  });
  // Never leave an encoder behind when this process exits without stopping it (crash, exit()).
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  // Stops with ffmpeg: what it writes as it exits (4.1 ends the subtitle playlist) is not published.
  const publisher = publishPlaylists(options.outDir, published);
  const published$ = exited.then(() => {
    process.removeListener('exit', killOnExit);
    return publisher.stop();
  });
  return {
    pid: child.pid,
    exited,
    stderrTail: () => stderr.trim(),
    async stop(graceMs = 3000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
      await published$;
    },
  };
}

/**
 * Publishes each playlist ffmpeg writes under encoderPlaylistName(name) as `name`, by rename, every
 * time a complete new version appears, until stopped. A version is complete when it starts with
 * #EXTM3U and ends with a segment's line and a newline: ffmpeg 4.1's in-place rewrite can be caught
 * empty or cut short (a player polling a live playlist then stalls or errors; hls.js and Shaka
 * both treat an empty playlist as an error).
 */
function publishPlaylists(outDir: string, names: readonly string[]): { stop(): Promise<void> } {
  const last = new Map<string, string>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const publishOne = async (name: string) => {
    const text = await readFile(join(outDir, encoderPlaylistName(name)), 'utf8').catch(() => null);
    if (text === null || text === last.get(name) || !isCompletePlaylist(text)) return;
    const staging = join(outDir, `.${name}.tmp`);
    await writeFile(staging, text);
    // Stopped meanwhile: nothing more is published, and no staging file is left behind.
    if (stopped) return void (await rm(staging, { force: true }));
    await rename(staging, join(outDir, name));
    last.set(name, text);
  };
  const tick = async () => {
    // A directory removed under a running encoder (a restart, the end of a test) is not an error.
    await Promise.all(names.map((name) => publishOne(name).catch(() => undefined)));
    if (!stopped) timer = setTimeout(() => void (running = tick()), PUBLISH_INTERVAL_MS);
  };
  running = tick();
  return {
    /** Stops publishing; resolves once a publication in flight has finished or been undone. */
    stop() {
      stopped = true;
      clearTimeout(timer);
      return running;
    },
  };
}

/** Never an end list either: 4.1 closes the subtitle playlist with one when it exits, despite omit_endlist. */
function isCompletePlaylist(text: string): boolean {
  if (!text.startsWith('#EXTM3U') || !text.endsWith('\n')) return false;
  const lines = text.trimEnd().split('\n');
  return lines.some((line) => line.startsWith('#EXTINF:')) && !(lines.at(-1) ?? '#').startsWith('#');
}

/**
 * Copies a packaged clip's tallest rendition (≤ maxHeight) and its audio into one mp4 the encoder
 * can loop; its 2 s GOP (package-cmaf.ts) is what lets the live muxer cut 2 s segments. A WebVTT
 * file becomes the mp4's subtitle track, so the looping encoder repeats it with the picture.
 */
export async function remuxToLiveSource(inputs: PackagedClipInputs, outFile: string, captions?: { file: string; language: string }): Promise<void> {
  const staging = `${outFile}.tmp.mp4`;
  await runProcess(resolveFfmpegPath(), [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
    ...packagedClipInputArgs(inputs, captions?.file),
    ...['-c', 'copy', ...(captions ? ['-c:s', 'mov_text', '-metadata:s:s:0', `language=${captions.language}`] : [])],
    ...['-movflags', '+faststart', staging],
  ]);
  await rm(outFile, { force: true });
  await rename(staging, outFile);
}

