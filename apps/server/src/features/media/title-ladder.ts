// The adaptive ladder of an uploaded film (issue 15.3): one decode of the source split to every rung
// (as packageCmaf does), every audio track of the source kept as its own language, all through the
// dash muxer into one set of CMAF segments referenced by manifest.mpd and the HLS media playlists.
// The bottom rung is for weak mobile networks: 240p at a low rate with its own copy of each audio
// track at 48 kb/s, so that its master.m3u8 BANDWIDTH (video + audio) stays under 300 kb/s.
import { open, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { resolveFfmpegPath } from './ffmpeg-path.ts';
import { HLS_MASTER_NAME, measureMediaPlaylist, type MeasuredPlaylist } from './hls-playlists.ts';
import { cmafOutputArgs, fitInsideFilter, progressReader, type CmafAudioOutput, type PackageCmafOptions } from './package-cmaf.ts';
import { planRenditions, type RenditionPlan } from './rendition-ladder.ts';
import { runProcess } from './run-process.ts';
import { languageDisplayName } from './title-languages.ts';
import type { TitleProbe } from './title-probe.ts';

/** 1080p at most, even for a 4K source; 240p is the weak-network rung. */
export const TITLE_RENDITION_HEIGHTS: readonly number[] = [1080, 720, 480, 360, 240];
const TITLE_BITRATE_KBPS: Readonly<Record<number, number>> = { 240: 140 };
/** Rungs at or under this video rate are paired with the low-rate audio group. */
const LOW_RUNG_MAX_KBPS = 250;
const AUDIO_KBPS = 128;
const LOW_AUDIO_KBPS = 48;
export const AUDIO_GROUP_ID = 'audio';
export const LOW_AUDIO_GROUP_ID = 'audio-low';

export interface TitleAudioTrack {
  readonly language: string;
  /** Unique among the title's tracks: 'Telugu', 'English', 'English 2'. */
  readonly name: string;
}

/** Where each output stream (the dash muxer's media_<index>.m3u8) sits in the ladder. */
export interface TitleLadderLayout {
  readonly renditions: readonly RenditionPlan[];
  readonly audioTracks: readonly TitleAudioTrack[];
  /** Output stream index of each audio track at full rate, then at the low rate (empty if none). */
  readonly audioStreams: readonly number[];
  readonly lowAudioStreams: readonly number[];
  /** Output stream index of the rungs that play with the low-rate audio. */
  readonly lowRungStreams: readonly number[];
}

export function planTitleLadder(probe: TitleProbe): TitleLadderLayout {
  if (!probe.video) throw new Error('the source has no video stream');
  const renditions = planRenditions(probe.video, TITLE_RENDITION_HEIGHTS).map((rendition) => ({
    ...rendition,
    videoBitrateKbps: TITLE_BITRATE_KBPS[rendition.height] ?? rendition.videoBitrateKbps,
  }));
  const audioTracks = uniqueNames(probe.audio.map((stream) => stream.language));
  const lowRungStreams = renditions.flatMap((rendition, index) => (rendition.videoBitrateKbps <= LOW_RUNG_MAX_KBPS ? [index] : []));
  const audioStreams = audioTracks.map((_, index) => renditions.length + index);
  const lowAudioStreams = lowRungStreams.length > 0 ? audioTracks.map((_, index) => renditions.length + audioTracks.length + index) : [];
  return { renditions, audioTracks, audioStreams, lowAudioStreams, lowRungStreams };
}

function uniqueNames(languages: readonly string[]): TitleAudioTrack[] {
  const seen = new Map<string, number>();
  return languages.map((language) => {
    const base = languageDisplayName(language);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return { language, name: count === 1 ? base : `${base} ${count}` };
  });
}

export interface EncodeTitleLadderOptions {
  readonly source: string;
  readonly probe: TitleProbe;
  readonly layout: TitleLadderLayout;
  readonly outDir: string;
  readonly x264Preset?: PackageCmafOptions['x264Preset'];
  readonly onProgress?: (encodedSeconds: number) => void;
  readonly signal?: AbortSignal;
}

/** One ffmpeg run: the source decoded once, split to every rung, every audio track encoded. */
export async function encodeTitleLadder(options: EncodeTitleLadderOptions): Promise<void> {
  const { layout, probe } = options;
  const video = probe.video;
  if (!video) throw new Error('the source has no video stream');
  const count = layout.renditions.length;
  const aspect = video.displayAspectRatio;
  const scaled = layout.renditions.map((rendition, index) => `[s${index}]${fitInsideFilter(rendition)},setdar=${aspect}[v${index}]`);
  const filterGraph = `[0:v:0]split=${count}${layout.renditions.map((_, index) => `[s${index}]`).join('')};${scaled.join(';')}`;
  const audioOutputs: CmafAudioOutput[] = [
    ...layout.audioTracks.map((track, index) => ({ bitrateKbps: AUDIO_KBPS, language: track.language, set: index })),
    ...layout.lowAudioStreams.map((_, index) => ({ bitrateKbps: LOW_AUDIO_KBPS, language: layout.audioTracks[index]?.language ?? 'und', set: index })),
  ];
  const audioMaps = [...layout.audioTracks.keys(), ...layout.lowAudioStreams.map((_, index) => index)].flatMap((index) => ['-map', `0:a:${index}`]);
  const args = [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-i', options.source],
    ...['-filter_complex', filterGraph],
    ...layout.renditions.flatMap((_, index) => ['-map', `[v${index}]`]),
    ...audioMaps,
    ...['-map_metadata', '-1', '-map_chapters', '-1'],
    ...cmafOutputArgs({
      outDir: options.outDir,
      renditions: layout.renditions,
      fps: video.fps,
      hasAudio: audioOutputs.length > 0,
      audioOutputs,
      x264Preset: options.x264Preset ?? 'veryfast',
      withProgress: options.onProgress !== undefined,
    }),
  ];
  await runProcess(resolveFfmpegPath(), args, {
    signal: options.signal,
    onStdoutLine: options.onProgress ? progressReader(options.onProgress) : undefined,
  });
}

export interface MeasuredLadder {
  readonly video: readonly MeasuredPlaylist[];
  readonly audio: readonly MeasuredPlaylist[];
  readonly lowAudio: readonly MeasuredPlaylist[];
}

/** Codecs, sizes and bit rates of every output stream, from the files (hls-playlists.ts). */
export async function measureTitleLadder(outDir: string, layout: TitleLadderLayout): Promise<MeasuredLadder> {
  const measure = (indices: readonly number[]) => Promise.all(indices.map((index) => measureMediaPlaylist(outDir, `media_${index}.m3u8`)));
  return {
    video: await measure(layout.renditions.map((_, index) => index)),
    audio: await measure(layout.audioStreams),
    lowAudio: await measure(layout.lowAudioStreams),
  };
}

export interface MasterStream {
  readonly uri: string;
  readonly peakBitsPerSecond: number;
  readonly averageBitsPerSecond: number;
}

export interface MasterPlaylistInput {
  readonly version: number;
  readonly layout: TitleLadderLayout;
  readonly measured: MeasuredLadder;
  /** URIs and rates of the streams as published (the CMAF playlists, or their encrypted TS copies). */
  readonly video: readonly MasterStream[];
  readonly audio: readonly MasterStream[];
  readonly lowAudio: readonly MasterStream[];
}

/**
 * master.m3u8 with one EXT-X-MEDIA TYPE=AUDIO per track and group (LANGUAGE, a readable NAME, the
 * first track DEFAULT=YES) and one variant per rung whose BANDWIDTH is its video plus the heaviest
 * audio of its group. Variants are written tallest first, as mapped.
 */
export function titleMasterPlaylist(input: MasterPlaylistInput): string {
  const { layout, measured } = input;
  const lines = ['#EXTM3U', `#EXT-X-VERSION:${input.version}`, '#EXT-X-INDEPENDENT-SEGMENTS'];
  const mediaLines = (group: string, streams: readonly MasterStream[], tracks: readonly MeasuredPlaylist[]) =>
    streams.map((stream, index) => {
      const track = layout.audioTracks[index];
      const channels = tracks[index]?.track.channels;
      return [
        `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="${group}",NAME="${quote(track?.name ?? `Audio ${index + 1}`)}"`,
        `LANGUAGE="${quote(track?.language ?? 'und')}"`,
        `DEFAULT=${index === 0 ? 'YES' : 'NO'},AUTOSELECT=YES`,
        ...(channels ? [`CHANNELS="${channels}"`] : []),
        `URI="${stream.uri}"`,
      ].join(',');
    });
  lines.push(...mediaLines(AUDIO_GROUP_ID, input.audio, measured.audio), ...mediaLines(LOW_AUDIO_GROUP_ID, input.lowAudio, measured.lowAudio));
  input.video.forEach((stream, index) => {
    const info = measured.video[index];
    const isLow = layout.lowRungStreams.includes(index) && input.lowAudio.length > 0;
    const audio = isLow ? input.lowAudio : input.audio;
    const audioInfo = (isLow ? measured.lowAudio : measured.audio)[0];
    const peakAudio = Math.max(0, ...audio.map((track) => track.peakBitsPerSecond));
    const averageAudio = Math.max(0, ...audio.map((track) => track.averageBitsPerSecond));
    const attributes = [
      `BANDWIDTH=${Math.ceil(stream.peakBitsPerSecond + peakAudio)}`,
      `AVERAGE-BANDWIDTH=${Math.ceil(stream.averageBitsPerSecond + averageAudio)}`,
      `RESOLUTION=${info?.track.width ?? 0}x${info?.track.height ?? 0}`,
      ...(info?.framesPerSecond ? [`FRAME-RATE=${info.framesPerSecond.toFixed(3)}`] : []),
      `CODECS="${[info?.track.codec ?? 'avc1.640028', ...(audioInfo ? [audioInfo.track.codec] : [])].join(',')}"`,
      ...(audio.length > 0 ? [`AUDIO="${isLow ? LOW_AUDIO_GROUP_ID : AUDIO_GROUP_ID}"`] : []),
    ];
    lines.push(`#EXT-X-STREAM-INF:${attributes.join(',')}`, stream.uri);
  });
  return `${lines.join('\n')}\n`;
}

function quote(value: string): string {
  return value.replace(/["\r\n]/g, '');
}

/** The CMAF ladder's master.m3u8, over its own media playlists. */
export async function writeTitleCmafMaster(outDir: string, layout: TitleLadderLayout, measured: MeasuredLadder): Promise<void> {
  const asStream = (playlist: MeasuredPlaylist): MasterStream => playlist;
  await writeFile(
    join(outDir, HLS_MASTER_NAME),
    titleMasterPlaylist({
      version: 7,
      layout,
      measured,
      video: measured.video.map(asStream),
      audio: measured.audio.map(asStream),
      lowAudio: measured.lowAudio.map(asStream),
    }),
  );
}

/** A CMAF media playlist's init segment and segments joined into one fragmented MP4 file. */
export async function joinCmafStream(outDir: string, mediaPlaylistUri: string, destination: string): Promise<void> {
  const playlist = await readFile(join(outDir, mediaPlaylistUri), 'utf8');
  const lines = playlist.split(/\r?\n/).map((line) => line.trim());
  const map = lines.find((line) => line.startsWith('#EXT-X-MAP:'));
  const initUri = map ? /URI="([^"]+)"/.exec(map)?.[1] : undefined;
  if (!initUri) throw new Error(`${mediaPlaylistUri} has no EXT-X-MAP init segment`);
  const segments = lines.filter((line) => line.length > 0 && !line.startsWith('#'));
  const output = await open(destination, 'w');
  try {
    for (const uri of [initUri, ...segments]) await output.write(await readFile(join(outDir, uri)));
  } finally {
    await output.close();
  }
}
