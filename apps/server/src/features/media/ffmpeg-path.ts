import { accessSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';

/**
 * Where a tool was found: 'env' FFMPEG_PATH / FFPROBE_PATH, 'sibling' the ffprobe beside a pinned
 * FFMPEG_PATH, 'path' the first on PATH, 'npm' the static build shipped by @ffmpeg-installer/ffmpeg
 * or @ffprobe-installer/ffprobe (so a fresh machine without Debian's ffmpeg still makes video).
 */
export type MediaToolSource = 'env' | 'sibling' | 'path' | 'npm';

export interface ResolvedMediaTool {
  readonly path: string;
  readonly source: MediaToolSource;
}

type ToolName = 'ffmpeg' | 'ffprobe';

const NPM_PACKAGES: Readonly<Record<ToolName, string>> = {
  ffmpeg: '@ffmpeg-installer/ffmpeg',
  ffprobe: '@ffprobe-installer/ffprobe',
};
const ENV_NAMES: Readonly<Record<ToolName, string>> = { ffmpeg: 'FFMPEG_PATH', ffprobe: 'FFPROBE_PATH' };

/**
 * The ffmpeg to run: FFMPEG_PATH when set (deployments pin a build), else the one on PATH (Debian's
 * ffmpeg 5.1 is the reference build, §8), else the npm package's (ffmpeg 4.1 on linux-x64; the
 * pipeline only uses what both builds have). Resolved on every call, never cached, so a changed
 * environment (tests) is honoured; it costs a few stat calls. Logs nothing: the server logs the
 * answer of resolveMediaTools() once at start-up.
 */
export function resolveFfmpeg(): ResolvedMediaTool {
  return resolveTool('ffmpeg', process.env.FFMPEG_PATH);
}

/** FFPROBE_PATH, else the ffprobe beside a pinned FFMPEG_PATH, else PATH, else the npm package's. */
export function resolveFfprobe(): ResolvedMediaTool {
  const explicit = process.env.FFPROBE_PATH;
  if (explicit) return resolveTool('ffprobe', explicit);
  // A pinned ffmpeg normally ships its ffprobe beside it; prefer that pair over PATH.
  const pinnedFfmpeg = process.env.FFMPEG_PATH;
  if (pinnedFfmpeg) {
    const sibling = join(dirname(pinnedFfmpeg), 'ffprobe');
    if (isExecutableFile(sibling)) return { path: sibling, source: 'sibling' };
  }
  return resolveTool('ffprobe', undefined);
}

export function resolveFfmpegPath(): string {
  return resolveFfmpeg().path;
}

export function resolveFfprobePath(): string {
  return resolveFfprobe().path;
}

/** Both tools, or the reason one cannot be found: for one line in the start-up log. */
export function resolveMediaTools(): Record<ToolName, ResolvedMediaTool | { readonly error: string }> {
  const attempt = (resolve: () => ResolvedMediaTool) => {
    try {
      return resolve();
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  };
  return { ffmpeg: attempt(resolveFfmpeg), ffprobe: attempt(resolveFfprobe) };
}

function resolveTool(name: ToolName, explicitPath: string | undefined): ResolvedMediaTool {
  const envName = ENV_NAMES[name];
  if (explicitPath) {
    if (isExecutableFile(explicitPath)) return { path: explicitPath, source: 'env' };
    throw new Error(`${name} not found: ${envName}=${explicitPath} is not an executable file`);
  }
  const onPath = findOnPath(name);
  if (onPath) return { path: onPath, source: 'path' };
  const fromNpm = findNpmBinary(name);
  if (fromNpm) return { path: fromNpm, source: 'npm' };
  throw new Error(`${name} not found on PATH nor in ${NPM_PACKAGES[name]} (no build for ${process.platform}-${process.arch}?): install Debian package ffmpeg or set ${envName}`);
}

function findOnPath(name: string): string | undefined {
  const directories = (process.env.PATH ?? '').split(delimiter).filter((entry) => entry.length > 0);
  return directories.map((directory) => join(directory, name)).find(isExecutableFile);
}

const requireFromHere = createRequire(import.meta.url);

/**
 * The binary of the installer package, or undefined when the package, or its build for this
 * platform (an optional dependency), is not installed: the packages throw (a string, for
 * @ffmpeg-installer) when they are loaded on a platform they have no build for.
 */
function findNpmBinary(name: ToolName): string | undefined {
  try {
    const loaded: unknown = requireFromHere(NPM_PACKAGES[name]);
    const path = typeof loaded === 'object' && loaded !== null && 'path' in loaded ? loaded.path : undefined;
    return typeof path === 'string' && isExecutableFile(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
