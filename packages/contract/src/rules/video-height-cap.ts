// Issue 18.2: the tallest picture a viewer is offered. A plan promises a quality (HD, Full HD, 4K
// Ultra HD: plans.max_video_height); free titles for visitors and viewers without a plan follow
// the server's FREE_MAX_VIDEO_HEIGHT. The server enforces it by handing each viewer the URL of a
// capped manifest written beside the full one (`master.h480.m3u8`, `manifest.h720.mpd`): the full
// ladder minus the renditions above the cap, never empty.

/** The qualities a plan can promise, lowest first: HD, Full HD, 4K Ultra HD. */
export const PLAN_VIDEO_HEIGHTS = [720, 1080, 2160] as const;
export type PlanVideoHeight = (typeof PLAN_VIDEO_HEIGHTS)[number];

/** What FREE_MAX_VIDEO_HEIGHT may be (2160: free titles at full quality). */
export const FREE_VIDEO_HEIGHT_CHOICES = [360, 480, 720, 1080, 2160] as const;
export const DEFAULT_FREE_MAX_VIDEO_HEIGHT = 480;

/** A subscriber whose plan is unknown (an old grant) or a renter without a plan: HD, the smallest plan's promise. */
export const DEFAULT_PAID_VIDEO_HEIGHT = 720;

/**
 * Heights a capped manifest is written for, beside every packaged manifest. A cap at or above
 * FULL_LADDER_HEIGHT gets the full manifest: our ladders top out at 1080p (features/media).
 */
export const CAPPED_MANIFEST_HEIGHTS = [360, 480, 720, 1080] as const;
export const FULL_LADDER_HEIGHT = 2160;

export function isPlanVideoHeight(value: unknown): value is PlanVideoHeight {
  return (PLAN_VIDEO_HEIGHTS as readonly unknown[]).includes(value);
}

export interface VideoHeightViewer {
  /** The active plan's max_video_height; null without an active subscription. */
  readonly planMaxHeight: number | null;
  /** Holds an active rental of the title being presented. */
  readonly isRenter?: boolean;
}

/**
 * The tallest rendition (in pixels of a 16:9 box) this viewer may be offered. A plan never gives
 * less than a visitor gets, and a renter without a plan gets HD.
 */
export function videoHeightCap(viewer: VideoHeightViewer, freeMaxHeight: number): number {
  if (viewer.planMaxHeight !== null) return Math.max(viewer.planMaxHeight, freeMaxHeight);
  if (viewer.isRenter) return Math.max(DEFAULT_PAID_VIDEO_HEIGHT, freeMaxHeight);
  return freeMaxHeight;
}

/**
 * Which capped manifest serves `cap`: null for the full one (cap at or above FULL_LADDER_HEIGHT),
 * else the tallest written height not above the cap (the lowest when the cap is below them all),
 * so an odd cap always errs towards less.
 */
export function manifestHeightFor(cap: number): number | null {
  if (cap >= FULL_LADDER_HEIGHT) return null;
  const fitting = CAPPED_MANIFEST_HEIGHTS.filter((height) => height <= cap);
  return fitting.at(-1) ?? CAPPED_MANIFEST_HEIGHTS[0];
}

const MANIFEST = /^(.*\/)?([^/]+)\.(m3u8|mpd)$/;

/** 'demo/x/master.m3u8' with 480 → 'demo/x/master.h480.m3u8'; null height or not a manifest: unchanged. */
export function cappedManifestPath(path: string, height: number | null): string {
  if (height === null) return path;
  const match = MANIFEST.exec(path);
  if (!match) return path;
  return `${match[1] ?? ''}${match[2]}.h${height}.${match[3]}`;
}

/**
 * A rendition's height class: the height of the 16:9 box it fills, as the ladder names its rungs
 * (a 1920x800 scope picture is the 1080p rung, a 608x1080 portrait one too).
 */
export function renditionHeightClass(width: number, height: number): number {
  return Math.max(height, Math.round((width * 9) / 16));
}

/**
 * The indexes of the renditions a cap keeps: those whose class is at most the cap, or the lowest
 * one alone when none fits (a capped ladder is never empty).
 */
export function renditionsWithinCap(renditions: readonly { width: number; height: number }[], cap: number): number[] {
  if (renditions.length === 0) return [];
  const classes = renditions.map((rendition) => renditionHeightClass(rendition.width, rendition.height));
  const kept = classes.flatMap((value, index) => (value <= cap ? [index] : []));
  if (kept.length > 0) return kept;
  const lowest = Math.min(...classes);
  return [classes.indexOf(lowest)];
}
