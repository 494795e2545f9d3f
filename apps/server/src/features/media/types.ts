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
  readonly posterPath: string;
  readonly backdropPath: string;
  readonly thumbnailPath: string;
  readonly renditions: readonly StreamRendition[];
}

/** What ensureDemoMedia reports per clip; URL paths are served under /media. */
export interface DemoMediaEntry {
  readonly slug: string;
  readonly title: string;
  readonly kind: 'feature' | 'promo';
  readonly hlsUrlPath: string;
  readonly dashUrlPath: string;
  readonly posterUrlPath: string;
  readonly backdropUrlPath: string;
  readonly thumbnailUrlPath: string;
  readonly durationSeconds: number;
}

/** The slice of a pino logger the pipeline uses, so tests can pass console or nothing. */
export interface MediaLogger {
  info(message: string): void;
  warn(message: string): void;
}
