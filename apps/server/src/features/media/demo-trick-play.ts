// Seek-bar thumbnails for the demo titles (issue 18 point 6), in the ingest pipeline's format
// (title-images.ts: `trickplay-thumbnails.vtt` whose cues name 160x90 tiles of `trickplay-sprite-N.jpg`
// with #xywh=), so the player reads both the same way. A feature clip's sprite is cut in the same
// ffmpeg run that renders the clip: one more branch of its smallest rung picks a frame a second and
// tiles them into one small JPEG, so there is no second decode. The files sit flat beside the stream
// (a paid title's inside its signed directory) and the video answer points at them
// (demoTrickPlayPath), as it does at an uploaded film's.
import { access, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DemoClipSpec } from './demo-catalogue.ts';
import { filterOptions } from './filter-escape.ts';
import { TRICK_PLAY_PREFIX, TRICK_PLAY_VTT } from './title-images.ts';
import { formatTimestamp } from './webvtt-convert.ts';

/** A thumbnail a second: a 16 s clip gets 16, every seek-bar position its own picture. */
export const DEMO_TRICK_PLAY_INTERVAL = 1;
const TILE = { width: 160, height: 90 } as const;
const MAX_COLUMNS = 8;
/** Each thumbnail is the frame half an interval into its cue: past the fade from black at 0 s. */
const OFFSET = DEMO_TRICK_PLAY_INTERVAL / 2;
export const DEMO_TRICK_PLAY_SPRITE = `${TRICK_PLAY_PREFIX}sprite-0.jpg`;

/** The titles' own clips; promos, live loops and the ad have no seek bar worth previewing. */
export const hasDemoTrickPlay = (clip: Pick<DemoClipSpec, 'kind'>) => clip.kind === 'feature';

export interface DemoTrickPlayLayout {
  readonly count: number;
  readonly columns: number;
  readonly rows: number;
}

export function demoTrickPlayLayout(seconds: number): DemoTrickPlayLayout {
  const count = Math.max(1, Math.floor(seconds / DEMO_TRICK_PLAY_INTERVAL));
  const columns = Math.min(MAX_COLUMNS, count);
  return { count, columns, rows: Math.ceil(count / columns) };
}

/** Filter chain from `input` (a rung's frames) to `output`: the sprite, one frame once every tile is filled. */
export function demoTrickPlayFilter(input: string, output: string, seconds: number): string {
  const { columns, rows } = demoTrickPlayLayout(seconds);
  const select = `isnan(prev_selected_t)*gte(t,${OFFSET})+gte(t-prev_selected_t,${DEMO_TRICK_PLAY_INTERVAL - 0.001})`;
  return [
    `[${input}]select=${filterOptions({ expr: select })}`,
    `scale=${filterOptions({ w: TILE.width, h: TILE.height })}`,
    'setsar=1',
    `tile=${columns}x${rows}[${output}]`,
  ].join(',');
}

/** The output half of the ffmpeg command for the sprite (after the stream's own output). */
export function demoTrickPlayOutputArgs(label: string, outDir: string): string[] {
  return ['-map', `[${label}]`, '-frames:v', '1', '-q:v', '5', '-update', '1', join(outDir, DEMO_TRICK_PLAY_SPRITE)];
}

/** The thumbnails track: cue i covers [i, i+1) s and names its tile of the one sprite. */
export function demoTrickPlayVtt(seconds: number): string {
  const { count, columns } = demoTrickPlayLayout(seconds);
  const cues = Array.from({ length: count }, (_, index) => {
    const start = index * DEMO_TRICK_PLAY_INTERVAL;
    const end = index === count - 1 ? seconds : start + DEMO_TRICK_PLAY_INTERVAL;
    const x = (index % columns) * TILE.width;
    const y = Math.floor(index / columns) * TILE.height;
    return `${formatTimestamp(start)} --> ${formatTimestamp(end)}\n${DEMO_TRICK_PLAY_SPRITE}#xywh=${x},${y},${TILE.width},${TILE.height}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/**
 * The thumbnails track of a title streaming from a demo feature clip (its public or protected
 * directory, as stored), a media path beside the stream; null for any other stream.
 */
export function demoTrickPlayPath(streamPath: string | null, clips: readonly Pick<DemoClipSpec, 'slug' | 'kind'>[]): string | null {
  const match = /^((?:protected\/)?demo\/([a-z0-9-]+))\/[^/]+$/.exec(streamPath ?? '');
  const clip = match ? clips.find((candidate) => candidate.slug === match[2]) : undefined;
  return match && clip && hasDemoTrickPlay(clip) ? `${match[1]}/${TRICK_PLAY_VTT}` : null;
}

/** Writes the thumbnails track beside the sprite ffmpeg cut; throws when the sprite is missing (the clip is not finished then). */
export async function writeDemoTrickPlayVtt(outDir: string, seconds: number): Promise<void> {
  await access(join(outDir, DEMO_TRICK_PLAY_SPRITE));
  await writeFile(join(outDir, TRICK_PLAY_VTT), demoTrickPlayVtt(seconds));
}
