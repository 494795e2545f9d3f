import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';

/**
 * Where the ffmpeg tools live. An explicit env path wins so deployments can pin a build;
 * otherwise the system binary on PATH (Debian's ffmpeg 5.1 is the reference build, §8).
 */
export function resolveFfmpegPath(): string {
  return resolveTool('ffmpeg', process.env.FFMPEG_PATH);
}

export function resolveFfprobePath(): string {
  const explicit = process.env.FFPROBE_PATH;
  if (explicit) return resolveTool('ffprobe', explicit);
  // A pinned ffmpeg normally ships its ffprobe beside it; prefer that pair over PATH.
  const pinnedFfmpeg = process.env.FFMPEG_PATH;
  if (pinnedFfmpeg) {
    const sibling = join(dirname(pinnedFfmpeg), 'ffprobe');
    if (isExecutableFile(sibling)) return sibling;
  }
  return resolveTool('ffprobe', undefined);
}

function resolveTool(name: 'ffmpeg' | 'ffprobe', explicitPath: string | undefined): string {
  const envName = name === 'ffmpeg' ? 'FFMPEG_PATH' : 'FFPROBE_PATH';
  if (explicitPath) {
    if (isExecutableFile(explicitPath)) return explicitPath;
    throw new Error(`${name} not found: ${envName}=${explicitPath} is not an executable file`);
  }
  const onPath = findOnPath(name);
  if (onPath) return onPath;
  throw new Error(`${name} not found: install Debian package ffmpeg or set ${envName}`);
}

function findOnPath(name: string): string | undefined {
  const directories = (process.env.PATH ?? '').split(delimiter).filter((entry) => entry.length > 0);
  return directories.map((directory) => join(directory, name)).find(isExecutableFile);
}

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
