import type { DemoClipKind } from './demo-catalogue.ts';

/** One HLS variant / DASH video representation as written, with the muxer's measured bandwidth. */
export interface StreamRendition {
  readonly width: number;
  readonly height: number;
  /** Declared peak bits per second including audio, as in master.m3u8 BANDWIDTH. */
  readonly bandwidth: number;
  readonly codecs: string;
}

/** A packaged stream. Paths are relative to the output directory, ready to append to its URL. */
export interface TranscodeResult {
  readonly hlsPath: string;
  readonly dashPath: string;
  readonly durationSeconds: number;
  /** Frames cut from an ingested video; demo clips have none (their titles' artwork is painted). */
  readonly posterPath?: string;
  readonly backdropPath?: string;
  readonly thumbnailPath?: string;
  readonly renditions: readonly StreamRendition[];
}

/** What ensureDemoMedia reports per clip; URL paths are served under /media. */
export interface DemoMediaEntry {
  readonly slug: string;
  readonly title: string;
  readonly kind: DemoClipKind;
  readonly hlsUrlPath: string;
  readonly dashUrlPath: string;
  readonly durationSeconds: number;
}

/** The slice of a pino logger the pipeline uses, so tests can pass console or nothing. */
export interface MediaLogger {
  info(message: string): void;
  warn(message: string): void;
}
