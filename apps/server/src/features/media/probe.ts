import { z } from 'zod';
import { resolveFfprobePath } from './ffmpeg-path.ts';
import { runProcess } from './run-process.ts';

export interface MediaProbe {
  readonly durationSeconds: number;
  /** Undefined for audio-only files. */
  readonly video?: {
    readonly width: number;
    readonly height: number;
    readonly fps: number;
    /** Reduced "16/9"-style fraction, honouring non-square source pixels. */
    readonly displayAspectRatio: string;
  };
  readonly hasAudio: boolean;
}

const ffprobeOutput = z.object({
  format: z.object({ duration: z.coerce.number().optional() }).optional(),
  streams: z
    .array(
      z.object({
        codec_type: z.string(),
        width: z.number().optional(),
        height: z.number().optional(),
        avg_frame_rate: z.string().optional(),
        r_frame_rate: z.string().optional(),
        sample_aspect_ratio: z.string().optional(),
      }),
    )
    .default([]),
});

export async function probeDuration(file: string): Promise<number> {
  return (await probeMedia(file)).durationSeconds;
}

export async function probeMedia(file: string): Promise<MediaProbe> {
  const { stdout } = await runProcess(resolveFfprobePath(), [
    ...['-v', 'error', '-of', 'json'],
    ...['-show_entries', 'format=duration:stream=codec_type,width,height,avg_frame_rate,r_frame_rate,sample_aspect_ratio', file],
  ]);
  const parsed = ffprobeOutput.parse(JSON.parse(stdout));
  const durationSeconds = parsed.format?.duration;
  if (durationSeconds === undefined || !Number.isFinite(durationSeconds) || durationSeconds <= 0) {
    throw new Error(`ffprobe reported no duration for ${file}`);
  }
  const videoStream = parsed.streams.find((stream) => stream.codec_type === 'video' && stream.width && stream.height);
  return {
    durationSeconds,
    video: videoStream?.width && videoStream.height
      ? {
          width: videoStream.width,
          height: videoStream.height,
          fps: parseFrameRate(videoStream.avg_frame_rate) ?? parseFrameRate(videoStream.r_frame_rate) ?? 25,
          displayAspectRatio: displayAspectRatio(videoStream.width, videoStream.height, videoStream.sample_aspect_ratio),
        }
      : undefined,
    hasAudio: parsed.streams.some((stream) => stream.codec_type === 'audio'),
  };
}

/** ffprobe rates are fractions like "30000/1001"; "0/0" means unknown. */
export function parseFrameRate(rate: string | undefined): number | undefined {
  const [numerator, denominator] = (rate ?? '').split('/').map(Number);
  if (!numerator || !denominator) return undefined;
  const fps = numerator / denominator;
  return Number.isFinite(fps) && fps > 0 && fps <= 240 ? fps : undefined;
}

/** ffprobe writes sample aspect ratios as "N:D", with "0:1" or nothing when unknown (square). */
export function displayAspectRatio(width: number, height: number, sampleAspectRatio: string | undefined): string {
  const [sampleWidth, sampleHeight] = (sampleAspectRatio ?? '').split(':').map(Number);
  const isKnown = Boolean(sampleWidth && sampleHeight);
  const numerator = width * (isKnown ? (sampleWidth ?? 1) : 1);
  const denominator = height * (isKnown ? (sampleHeight ?? 1) : 1);
  const divisor = greatestCommonDivisor(numerator, denominator);
  return `${numerator / divisor}/${denominator / divisor}`;
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}
