// Renders one demo clip straight into its CMAF ladder (HLS + DASH) in a single ffmpeg run: the
// picture from the title's own still (clip-picture.ts), the pad soundtrack (clip-soundtrack.ts).
// Skipping an intermediate mp4 saves a whole encode and decode per clip on the two-core machine.
import { access, mkdir } from 'node:fs/promises';
import { DEMO_BITRATE_KBPS, DEMO_CLIP_SIZE, DEMO_FPS, DEMO_RENDITION_HEIGHTS, type DemoClipSpec } from './demo-catalogue.ts';
import { pictureGraph } from './clip-picture.ts';
import { soundtrackSource } from './clip-soundtrack.ts';
import { demoSoundtracks, writeDemoAudioMaster } from './demo-soundtracks.ts';
import { demoTrickPlayFilter, demoTrickPlayOutputArgs, hasDemoTrickPlay, writeDemoTrickPlayVtt } from './demo-trick-play.ts';
import { scaleKnowsTime } from './ffmpeg-features.ts';
import { resolveFfmpegPath } from './ffmpeg-path.ts';
import { findPosterFont } from './font-file.ts';
import type { HlsVariant } from './hls-playlists.ts';
import { cmafOutputArgs, verifyCmafOutput } from './package-cmaf.ts';
import { planRenditions } from './rendition-ladder.ts';
import { ProcessError, runProcess } from './run-process.ts';

export interface RenderDemoClipOptions {
  readonly clip: DemoClipSpec;
  /** The still; null paints the clip over a plain dark ground (its artwork failed to paint). */
  readonly backgroundFile: string | null;
  /** Written to directly: the caller stages and swaps it in. */
  readonly outDir: string;
  readonly x264Preset?: 'ultrafast' | 'superfast' | 'veryfast';
}

export interface RenderedClip {
  readonly variants: HlsVariant[];
  /** False when drawtext was unavailable and the clip was written without its title. */
  readonly isTitleBurnedIn: boolean;
}

/** The ladder for the demo size, with the demo's lower bitrates. */
export function demoRenditions() {
  return planRenditions(DEMO_CLIP_SIZE, DEMO_RENDITION_HEIGHTS).map((rung) => ({
    ...rung,
    videoBitrateKbps: DEMO_BITRATE_KBPS[rung.height] ?? rung.videoBitrateKbps,
  }));
}

export async function renderDemoClip(options: RenderDemoClipOptions): Promise<RenderedClip> {
  await mkdir(options.outDir, { recursive: true });
  const background = options.backgroundFile && (await exists(options.backgroundFile)) ? options.backgroundFile : null;
  try {
    return { variants: await run(options, background, true), isTitleBurnedIn: true };
  } catch (error) {
    // drawtext needs libfreetype and a usable font; the moving picture still plays without it.
    if (!(error instanceof ProcessError)) throw error;
    return { variants: await run(options, background, false), isTitleBurnedIn: false };
  }
}

async function run(options: RenderDemoClipOptions, background: string | null, withText: boolean): Promise<HlsVariant[]> {
  const { clip } = options;
  const renditions = demoRenditions();
  const rungs = renditions.map((rung) => ({ width: rung.maxWidth, height: rung.height }));
  const still = background
    ? ['-i', background]
    : ['-f', 'lavfi', '-i', `color=c=0x1c1630:s=${DEMO_CLIP_SIZE.width}x${DEMO_CLIP_SIZE.height}:d=1`];
  const ffmpeg = resolveFfmpegPath();
  // ffmpeg 4.1 (the npm build) has no time in scale's expressions: its camera moves with zoompan.
  const motion = (await scaleKnowsTime(ffmpeg)) ? 'scale' : 'zoompan';
  const picture = pictureGraph(clip, DEMO_CLIP_SIZE, rungs, DEMO_FPS, findPosterFont(), withText, motion);
  // Seek-bar thumbnails from the smallest rung's frames (demo-trick-play.ts): no second decode.
  const smallest = `v${rungs.length - 1}`;
  const trickPlay = hasDemoTrickPlay(clip) ? `;${demoTrickPlayFilter('tp-in', 'tp', clip.seconds)}` : '';
  const pictures = trickPlay ? `${picture.replace(`[${smallest}]`, '[tp-split]')};[tp-split]split=2[${smallest}][tp-in]${trickPlay}` : picture;
  const soundtracks = demoSoundtracks(clip);
  const sound = soundtracks
    ? soundtracks.map((track, i) => `${soundtrackSource(clip.kind, track.seed, clip.seconds)}[pad${i}]`).join(';')
    : `${soundtrackSource(clip.kind, clip.seed, clip.seconds)}[pad]`;
  const graph = `${pictures};${sound}`;
  await runProcess(ffmpeg, [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
    // Two clips render at once on two cores: one filter thread each avoids oversubscription.
    ...['-filter_complex_threads', '1'],
    ...still,
    ...['-filter_complex', graph],
    ...rungs.flatMap((_, i) => ['-map', `[v${i}]`]),
    ...(soundtracks ? soundtracks.flatMap((_, i) => ['-map', `[pad${i}]`]) : ['-map', '[pad]']),
    ...['-t', String(clip.seconds)],
    ...cmafOutputArgs({
      outDir: options.outDir,
      renditions,
      fps: DEMO_FPS,
      hasAudio: true,
      ...(soundtracks ? { audioOutputs: soundtracks.map((track, i) => ({ bitrateKbps: 128, language: track.language, set: i })) } : {}),
      fastAudio: true,
      x264Preset: options.x264Preset ?? 'ultrafast',
    }),
    ...(trickPlay ? demoTrickPlayOutputArgs('tp', options.outDir) : []),
  ]);
  const variants = await verifyCmafOutput(options.outDir, renditions.length);
  if (trickPlay) await writeDemoTrickPlayVtt(options.outDir, clip.seconds);
  // The languages in the master (one tagged EXT-X-MEDIA TYPE=AUDIO each) instead of the one plain track.
  return soundtracks ? writeDemoAudioMaster(options.outDir, renditions, soundtracks) : variants;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );
