import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { filterOptions } from './filter-escape.ts';
import { findTitleFont } from './font-file.ts';
import { resolveFfmpegPath } from './ffmpeg-path.ts';
import { ProcessError, runProcess } from './run-process.ts';

export interface GenerateDemoClipOptions {
  readonly outFile: string;
  readonly title: string;
  readonly seconds: number;
  /** Picks the test pattern, colours and tone so that clips in a catalogue look distinct. */
  readonly seed: number;
  readonly width?: number;
  readonly height?: number;
  readonly fps?: number;
}

export interface GeneratedClip {
  readonly outFile: string;
  /** False when drawtext was unavailable and the clip was written without overlays. */
  readonly isTitleBurnedIn: boolean;
}

interface PatternSize {
  readonly width: number;
  readonly height: number;
  readonly fps: number;
  readonly seed: number;
}

const PATTERN_COUNT = 6;

// Sources chosen for speed as well as looks; filters run on one core, so the costly ones
// render small and are upscaled after converting to yuv420p (scaling RGB costs 5x more).
function patternSource({ width, height, fps, seed }: PatternSize): string {
  const full = `s=${width}x${height}:r=${fps}`;
  const upscaled = (source: string, divisor: number, flags: 'bilinear' | 'neighbor') =>
    `${source}:s=${Math.round(width / divisor)}x${Math.round(height / divisor)}:r=${fps},format=yuv420p,scale=${width}:${height}:flags=${flags}`;
  switch (Math.abs(seed) % PATTERN_COUNT) {
    case 1:
      return `smptehdbars=${full}`;
    case 2:
      return upscaled('gradients=n=4:speed=0.03:c0=0xff8800:c1=0x2040ff:c2=0x00c080:c3=0xff2060', 4, 'bilinear');
    case 3:
      return upscaled('life=mold=10:ratio=0.1:life_color=0xffb040:death_color=0x203050', 4, 'neighbor');
    case 4:
      return upscaled(`cellauto=rule=${seed % 2 === 0 ? 30 : 110}`, 2, 'neighbor');
    case 5:
      return upscaled('sierpinski=type=triangle', 4, 'neighbor');
    default:
      return `testsrc2=${full}`;
  }
}

/** A synthetic source MP4: moving test pattern, title, running timecode and a beeping tone. */
export async function generateDemoClip(options: GenerateDemoClipOptions): Promise<GeneratedClip> {
  const size: PatternSize = { width: options.width ?? 1280, height: options.height ?? 720, fps: options.fps ?? 25, seed: options.seed };
  await mkdir(dirname(options.outFile), { recursive: true });
  try {
    await runFfmpeg(options, size, true);
    return { outFile: options.outFile, isTitleBurnedIn: true };
  } catch (error) {
    // drawtext needs libfreetype and a usable font; a plain clip still exercises the pipeline.
    if (!(error instanceof ProcessError)) throw error;
    await runFfmpeg(options, size, false);
    return { outFile: options.outFile, isTitleBurnedIn: false };
  }
}

function runFfmpeg(options: GenerateDemoClipOptions, size: PatternSize, withText: boolean): Promise<unknown> {
  // Seeds past the pattern count reuse a pattern with its colours rotated.
  const hueShift = (Math.floor(Math.abs(options.seed) / PATTERN_COUNT) * 97) % 360;
  const videoFilters = [...(hueShift === 0 ? [] : [`hue=h=${hueShift}`]), ...(withText ? textOverlays(options.title, size.height) : []), 'format=yuv420p'];
  // A semitone per seed keeps each clip's tone audibly different; beeps mark each second.
  const toneHz = Math.round(220 * 2 ** ((Math.abs(options.seed) % 12) / 12));
  return runProcess(resolveFfmpegPath(), [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', patternSource(size)],
    ...['-f', 'lavfi', '-i', `sine=frequency=${toneHz}:beep_factor=4:sample_rate=48000`],
    ...['-t', String(options.seconds), '-vf', videoFilters.join(','), '-af', 'volume=0.2'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '20', '-c:a', 'aac', '-b:a', '128k'],
    ...['-movflags', '+faststart', options.outFile],
  ]);
}

function textOverlays(title: string, height: number): string[] {
  const fontfile = findTitleFont();
  const common = { fontfile, fontcolor: 'white', box: 1, boxcolor: 'black@0.55' };
  const titleText = filterOptions({
    ...common,
    expansion: 'none',
    text: title,
    fontsize: Math.round(height * 0.09),
    boxborderw: Math.round(height * 0.025),
    x: '(w-text_w)/2',
    y: '(h-text_h)/2',
  });
  const timecode = filterOptions({
    ...common,
    text: '%{pts:hms}',
    fontsize: Math.round(height * 0.05),
    boxborderw: Math.round(height * 0.012),
    x: 'h*0.05',
    y: 'h-text_h-h*0.05',
  });
  return [`drawtext=${titleText}`, `drawtext=${timecode}`];
}
