import { open } from 'node:fs/promises';
import { z } from 'zod';
import { resolveFfprobePath } from './ffmpeg-path.ts';
import { displayAspectRatio, parseFrameRate } from './probe.ts';
import { ProcessError, runProcess } from './run-process.ts';
import { toBcp47Language } from './title-languages.ts';

export interface TitleAudioStream {
  /** Index among the file's audio streams (ffmpeg's `0:a:N`). */
  readonly index: number;
  /** BCP47 from the stream's language tag; 'und' when untagged. */
  readonly language: string;
  readonly codec: string;
  readonly channels: number;
}

export interface TitleProbe {
  readonly durationSeconds: number;
  readonly formatName: string;
  readonly sizeBytes: number;
  readonly video?: {
    readonly codec: string;
    readonly width: number;
    readonly height: number;
    readonly fps: number;
    /** Reduced "16/9"-style fraction, honouring non-square source pixels. */
    readonly displayAspectRatio: string;
  };
  readonly audio: readonly TitleAudioStream[];
}

export type UploadInspection =
  | { readonly ok: true; readonly probe: TitleProbe }
  | { readonly ok: false; readonly reason: 'not_video' | 'truncated' | 'no_video_stream' };

const ffprobeOutput = z.object({
  format: z
    .object({
      duration: z.coerce.number().optional(),
      format_name: z.string().optional(),
      size: z.coerce.number().optional(),
      probe_score: z.coerce.number().optional(),
    })
    .optional(),
  streams: z
    .array(
      z.object({
        codec_type: z.string().optional(),
        codec_name: z.string().optional(),
        width: z.number().optional(),
        height: z.number().optional(),
        channels: z.number().optional(),
        avg_frame_rate: z.string().optional(),
        r_frame_rate: z.string().optional(),
        sample_aspect_ratio: z.string().optional(),
        duration: z.coerce.number().optional(),
        start_time: z.coerce.number().optional(),
        disposition: z.record(z.string(), z.number()).optional(),
        tags: z.record(z.string(), z.string()).optional(),
      }),
    )
    .default([]),
});
type FfprobeOutput = z.infer<typeof ffprobeOutput>;

/** Formats ffmpeg detects in plain text or single pictures: never a film. */
const NOT_A_FILM_FORMAT = /^(tty|bin|adf|idf|xbin|image2|[a-z0-9]+_pipe|lrc|srt|webvtt|ass|subviewer|mpl2|microdvd|txt)/;
/** Codecs of still pictures, which some demuxers present as a one-frame video stream. */
const STILL_CODECS = new Set(['mjpeg', 'png', 'bmp', 'gif', 'webp', 'tiff', 'ansi', 'bintext', 'xbin', 'idf']);
/** ffprobe guesses a format for many random files at a low score; an extension match alone scores 50 (MPEG-TS), a confident one 100. */
const MIN_PROBE_SCORE = 26;
/** How much of the declared end must hold packets for a file not to count as cut short. */
const TAIL_SECONDS = 4;

/**
 * Streams, duration and languages of a film file. Throws (with ffprobe's reason) when unreadable,
 * and when it has no duration.
 */
export async function probeTitle(file: string): Promise<TitleProbe> {
  const parsed = await runFfprobe(file);
  const probe = toTitleProbe(parsed);
  if (!probe) throw new Error(`ffprobe reported no duration for ${file}`);
  return probe;
}

/**
 * Whether an upload is a whole film, in a second or two whatever its size: the container headers
 * (ffprobe -show_format -show_streams) and the packets of the last few declared seconds, read by
 * seeking there (-read_intervals), never decoding the file. A file cut short either lost its index
 * (an MP4 whose moov is at the end: ffprobe fails on a file that starts like a container) or
 * declares a duration its packets do not reach.
 */
export async function inspectUpload(file: string): Promise<UploadInspection> {
  let parsed: FfprobeOutput;
  try {
    parsed = await runFfprobe(file);
  } catch (error) {
    if (!(error instanceof ProcessError)) throw error;
    return { ok: false, reason: (await startsLikeMediaContainer(file)) ? 'truncated' : 'not_video' };
  }
  const formatName = parsed.format?.format_name ?? '';
  if (NOT_A_FILM_FORMAT.test(formatName) || (parsed.format?.probe_score ?? 100) < MIN_PROBE_SCORE) {
    return { ok: false, reason: 'not_video' };
  }
  const probe = toTitleProbe(parsed);
  if (!probe) return { ok: false, reason: (await startsLikeMediaContainer(file)) ? 'truncated' : 'not_video' };
  if (!probe.video) return { ok: false, reason: 'no_video_stream' };
  if (STILL_CODECS.has(probe.video.codec) && probe.durationSeconds < 1) return { ok: false, reason: 'not_video' };
  const videoStream = parsed.streams.find((stream) => stream.codec_type === 'video' && stream.width && stream.height);
  const videoEnd = videoStream?.duration ? (videoStream.start_time ?? 0) + videoStream.duration : probe.durationSeconds;
  if (!(await reachesDeclaredEnd(file, Math.min(videoEnd, probe.durationSeconds + (videoStream?.start_time ?? 0))))) {
    return { ok: false, reason: 'truncated' };
  }
  return { ok: true, probe };
}

async function runFfprobe(file: string): Promise<FfprobeOutput> {
  const { stdout } = await runProcess(resolveFfprobePath(), [
    ...['-v', 'error', '-of', 'json', '-show_format', '-show_streams', file],
  ]);
  return ffprobeOutput.parse(JSON.parse(stdout));
}

function toTitleProbe(parsed: FfprobeOutput): TitleProbe | undefined {
  const isPicture = (stream: FfprobeOutput['streams'][number]) => (stream.disposition?.attached_pic ?? 0) === 1;
  const videoStream = parsed.streams.find((stream) => stream.codec_type === 'video' && stream.width && stream.height && !isPicture(stream));
  const audioStreams = parsed.streams.filter((stream) => stream.codec_type === 'audio');
  const durationSeconds = parsed.format?.duration ?? Math.max(0, ...parsed.streams.map((stream) => stream.duration ?? 0));
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return undefined;
  return {
    durationSeconds,
    formatName: parsed.format?.format_name ?? '',
    sizeBytes: parsed.format?.size ?? 0,
    video:
      videoStream?.width && videoStream.height
        ? {
            codec: videoStream.codec_name ?? 'unknown',
            width: videoStream.width,
            height: videoStream.height,
            fps: parseFrameRate(videoStream.avg_frame_rate) ?? parseFrameRate(videoStream.r_frame_rate) ?? 25,
            displayAspectRatio: displayAspectRatio(videoStream.width, videoStream.height, videoStream.sample_aspect_ratio),
          }
        : undefined,
    audio: audioStreams.map((stream, index) => ({
      index,
      language: toBcp47Language(stream.tags?.language ?? stream.tags?.LANGUAGE),
      codec: stream.codec_name ?? 'unknown',
      channels: stream.channels ?? 2,
    })),
  };
}

/**
 * Whether the first video stream has packets up to (near) its declared end, reading only the last
 * TAIL_SECONDS. A demuxer asked for data past the end of a cut file says so ("partial file") or
 * returns none, or falls back to the last packets it has, well before the end.
 */
async function reachesDeclaredEnd(file: string, endSeconds: number): Promise<boolean> {
  const from = Math.max(0, endSeconds - TAIL_SECONDS);
  const { stdout, stderr } = await runProcess(resolveFfprobePath(), [
    ...['-v', 'error', '-of', 'csv=p=0', '-select_streams', 'v:0'],
    // From a little before the declared end to the end of the file: the seek lands on the keyframe
    // before `from`, which can be a whole GOP (10 s in x264's default) earlier, so a fixed reading
    // length would stop short of the end of a whole file.
    ...['-show_entries', 'packet=pts_time,dts_time', '-read_intervals', `${from.toFixed(3)}%`, file],
  ]);
  const times = stdout
    .split('\n')
    .flatMap((line) => line.split(','))
    .map(Number.parseFloat)
    .filter(Number.isFinite);
  if (times.length === 0 || /partial file|truncat|end of file/i.test(stderr)) return false;
  return Math.max(...times) >= endSeconds - Math.min(TAIL_SECONDS / 2, endSeconds / 4);
}

/** ISO BMFF (ftyp), Matroska/WebM (EBML), RIFF (AVI), MPEG-TS (sync bytes): an upload cut short, not junk. */
async function startsLikeMediaContainer(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(400);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const bytes = head.subarray(0, bytesRead);
    if (bytes.length >= 8 && ['ftyp', 'moov', 'mdat', 'free', 'wide'].includes(bytes.toString('latin1', 4, 8))) return true;
    if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3) return true;
    if (bytes.toString('latin1', 0, 4) === 'RIFF') return true;
    return bytes.length >= 377 && bytes[0] === 0x47 && bytes[188] === 0x47 && bytes[376] === 0x47;
  } finally {
    await handle.close();
  }
}
