// An uploaded film's subtitle tracks: each SRT/WebVTT file converted to WebVTT as subtitles-*.vtt, a
// one-segment HLS subtitle playlist beside it, listed in master.m3u8 (SUBTITLES group) and, when the
// title has a DASH manifest, as text AdaptationSets in manifest.mpd. File names carry a hash of their
// content so that a CDN never serves an old version after the tracks are rewritten. Protected titles
// (MPEG-TS segments whose timestamps start late) get an X-TIMESTAMP-MAP, kept in title.json so that a
// later rewrite writes the same one.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DASH_MANIFEST_NAME, HLS_MASTER_NAME } from './hls-playlists.ts';
import { singleVttPlaylist, withSubtitleRenditions, type SubtitleRendition } from './hls-subtitles.ts';
import { toWebVtt } from './webvtt-convert.ts';

export interface TitleSubtitleInput {
  /** An .srt or .vtt file on disk. */
  readonly file: string;
  /** BCP47, e.g. 'te'. */
  readonly language: string;
  readonly label: string;
}

export interface WrittenSubtitle {
  readonly language: string;
  readonly label: string;
  /** The WebVTT file, relative to outDir. */
  readonly path: string;
}

// Flat in the stream's directory (a protected title's signed URL grants one directory, not a tree).
export const SUBTITLES_PREFIX = 'subtitles-';
export const TITLE_INFO_NAME = 'title.json';

interface TitleInfo {
  /** 90 kHz PTS where a protected title's TS timestamps start; absent for CMAF. */
  readonly subtitleMpegTs?: number;
}

/** Converts and writes the tracks into outDir/subtitles (replacing what was there); no manifest change. */
export async function writeSubtitleFiles(
  outDir: string,
  subtitles: readonly TitleSubtitleInput[],
  durationSeconds: number,
  mpegTsStart?: number,
): Promise<{ written: WrittenSubtitle[]; renditions: SubtitleRendition[] }> {
  // Everything is converted first, so that one bad file changes nothing.
  const converted = await Promise.all(
    subtitles.map(async (subtitle, index) => {
      const language = sanitiseLanguage(subtitle.language);
      const vtt = withTimestampMap(toWebVtt(await readFile(subtitle.file, 'utf8'), `subtitle track ${index + 1} (${language})`), mpegTsStart);
      const hash = createHash('sha256').update(vtt).digest('hex').slice(0, 10);
      const stem = `${index}-${language}-${hash}`;
      return { subtitle, language, vtt, stem };
    }),
  );
  const dir = outDir;
  await mkdir(dir, { recursive: true });
  const keep = new Set<string>();
  for (const { vtt, stem } of converted) {
    await writeFile(join(dir, `${SUBTITLES_PREFIX}${stem}.vtt`), vtt);
    await writeFile(join(dir, `${SUBTITLES_PREFIX}${stem}.m3u8`), singleVttPlaylist(`${SUBTITLES_PREFIX}${stem}.vtt`, Math.max(durationSeconds, 1)));
    keep.add(`${SUBTITLES_PREFIX}${stem}.vtt`).add(`${SUBTITLES_PREFIX}${stem}.m3u8`);
  }
  for (const name of await readdir(dir)) if (name.startsWith(SUBTITLES_PREFIX) && !keep.has(name)) await rm(join(dir, name), { force: true });
  return {
    written: converted.map(({ subtitle, language, stem }) => ({ language, label: subtitle.label, path: `${SUBTITLES_PREFIX}${stem}.vtt` })),
    renditions: converted.map(({ subtitle, language, stem }) => ({ language, name: uniqueLabel(subtitle.label, language), uri: `${SUBTITLES_PREFIX}${stem}.m3u8` })),
  };
}

/** master.m3u8 (and manifest.mpd when present) made to list exactly these subtitle tracks. */
export async function listSubtitlesInManifests(outDir: string, written: readonly WrittenSubtitle[], renditions: readonly SubtitleRendition[]): Promise<void> {
  const masterPath = join(outDir, HLS_MASTER_NAME);
  const master = await readFile(masterPath, 'utf8');
  // NAMEs must be unique within the group (RFC 8216 4.3.4.1.1).
  const seen = new Map<string, number>();
  const named = renditions.map((rendition) => {
    const count = (seen.get(rendition.name) ?? 0) + 1;
    seen.set(rendition.name, count);
    return count === 1 ? rendition : { ...rendition, name: `${rendition.name} ${count}` };
  });
  await writeAtomically(masterPath, withSubtitleRenditions(withoutSubtitleRenditions(master), named));
  const mpdPath = join(outDir, DASH_MANIFEST_NAME);
  const mpd = await readFile(mpdPath, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (mpd !== undefined) await writeAtomically(mpdPath, withTextAdaptationSets(mpd, written));
}

/** Converts the files and rewrites the manifests so they list exactly these tracks (no re-encode). */
export async function rewriteTitleSubtitles(
  outDir: string,
  subtitles: readonly TitleSubtitleInput[],
  durationSeconds: number,
): Promise<WrittenSubtitle[]> {
  const info = await readTitleInfo(outDir);
  const { written, renditions } = await writeSubtitleFiles(outDir, subtitles, durationSeconds, info.subtitleMpegTs);
  await listSubtitlesInManifests(outDir, written, renditions);
  return written;
}

export async function writeTitleInfo(outDir: string, info: TitleInfo): Promise<void> {
  await writeFile(join(outDir, TITLE_INFO_NAME), `${JSON.stringify(info)}\n`);
}

async function readTitleInfo(outDir: string): Promise<TitleInfo> {
  try {
    const parsed: unknown = JSON.parse(await readFile(join(outDir, TITLE_INFO_NAME), 'utf8'));
    const value = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>).subtitleMpegTs : undefined;
    return typeof value === 'number' ? { subtitleMpegTs: value } : {};
  } catch {
    return {};
  }
}

export function withoutSubtitleRenditions(master: string): string {
  return master
    .split('\n')
    .filter((line) => !line.startsWith('#EXT-X-MEDIA:TYPE=SUBTITLES'))
    .map((line) => (line.startsWith('#EXT-X-STREAM-INF:') ? line.replace(/,SUBTITLES="[^"]*"/, '') : line))
    .join('\n');
}

const TEXT_SET = /[ \t]*<AdaptationSet\b[^>]*contentType="text"[^>]*>[\s\S]*?<\/AdaptationSet>\n?/g;

/** manifest.mpd with one text/vtt AdaptationSet (lang, Label, subtitle role) per track, and no other. */
export function withTextAdaptationSets(mpd: string, subtitles: readonly WrittenSubtitle[]): string {
  const cleared = mpd.replace(TEXT_SET, '');
  const ids = [...cleared.matchAll(/<AdaptationSet\b[^>]*\bid="(\d+)"/g)].map((match) => Number(match[1]));
  const firstId = Math.max(-1, ...ids) + 1;
  const sets = subtitles.map((subtitle, index) =>
    [
      `\t\t<AdaptationSet id="${firstId + index}" contentType="text" mimeType="text/vtt" lang="${xml(subtitle.language)}">`,
      `\t\t\t<Role schemeIdUri="urn:mpeg:dash:role:2011" value="subtitle" />`,
      `\t\t\t<Label>${xml(subtitle.label)}</Label>`,
      `\t\t\t<Representation id="text-${index}" bandwidth="256">`,
      `\t\t\t\t<BaseURL>${xml(subtitle.path)}</BaseURL>`,
      '\t\t\t</Representation>',
      '\t\t</AdaptationSet>',
    ].join('\n'),
  );
  if (sets.length === 0) return cleared;
  const periodEnd = cleared.lastIndexOf('</Period>');
  if (periodEnd < 0) throw new Error(`${DASH_MANIFEST_NAME} has no Period to add subtitles to`);
  const lineStart = cleared.lastIndexOf('\n', periodEnd) + 1;
  return `${cleared.slice(0, lineStart)}${sets.join('\n')}\n${cleared.slice(lineStart)}`;
}

function withTimestampMap(vtt: string, mpegTsStart: number | undefined): string {
  if (mpegTsStart === undefined) return vtt;
  return vtt.replace(/^WEBVTT\n/, `WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:${mpegTsStart},LOCAL:00:00:00.000\n`);
}

function sanitiseLanguage(language: string): string {
  const cleaned = language.trim().replace(/[^A-Za-z0-9-]/g, '');
  if (!cleaned) return 'und';
  try {
    return Intl.getCanonicalLocales(cleaned)[0] ?? cleaned;
  } catch {
    return cleaned;
  }
}

function uniqueLabel(label: string, language: string): string {
  return label.trim().replace(/["\r\n]/g, '') || language;
}

function xml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

async function writeAtomically(path: string, content: string): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, path);
}
