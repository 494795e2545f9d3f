// The live channel's encoder (docs/decisions.md 'Live channel'): one long-running ffmpeg that
// plays a source file in real time (-re), looping for ever, into a sliding-window HLS playlist of
// fMP4 segments (no ENDLIST, old segments deleted). Streams are copied, so it costs almost no CPU.
// Segment numbers start at the wall clock (epoch), so a restarted encoder continues the media
// sequence instead of going back to 0, and segment names never repeat.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
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

export async function startLiveHlsEncoder(options: LiveHlsEncoderOptions): Promise<LiveHlsEncoder> {
  // A previous run's segments and playlist would mix with the new window.
  await rm(options.outDir, { recursive: true, force: true });
  await mkdir(options.outDir, { recursive: true });
  if (options.master) await writeFile(join(options.outDir, options.master.name), options.master.content);
  const subtitles = options.subtitlePlaylistName;
  const args = [
    ...['-hide_banner', '-nostdin', '-loglevel', 'warning'],
    ...['-re', '-stream_loop', '-1', '-i', options.source],
    ...(subtitles
      ? [
          ...['-map', '0:v:0', '-map', '0:a:0', '-map', '0:s:0', '-c:v', 'copy', '-c:a', 'copy', '-c:s', 'webvtt'],
          ...['-var_stream_map', 'v:0,a:0,s:0', '-hls_subtitle_path', join(options.outDir, subtitles)],
        ]
      : ['-map', '0', '-c', 'copy']),
    ...['-f', 'hls', '-hls_time', String(options.segmentSeconds), '-hls_list_size', String(options.listSize)],
    ...['-hls_flags', 'delete_segments+independent_segments+omit_endlist+temp_file'],
    ...['-hls_start_number_source', 'epoch', '-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', 'init.mp4'],
    ...['-hls_segment_filename', join(options.outDir, 'seg-%d.m4s')],
    join(options.outDir, options.playlistName),
  ];
  const child: ChildProcess = spawn(resolveFfmpegPath(), args, { stdio: ['ignore', 'ignore', 'pipe'] });
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
  void exited.then(() => process.removeListener('exit', killOnExit));
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
    },
  };
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

