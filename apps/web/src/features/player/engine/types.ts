// The player's engine boundary (after vidstack's provider interface): the UI talks to this
// interface only, and the Shaka adapter behind it is imported lazily so that shaka-player never
// lands in a bundle that does not play video (ARCHITECTURE 3).

import type { QualityMode } from '@ott/contract';

/** Stream kinds of SPEC 3 'Player props'. */
export type StreamKind = 'hls' | 'dash' | 'mp4';

/**
 * Optional DRM settings (SPEC 3 'Player props'). Passed through to the engine untouched: licence
 * servers keyed by key system (com.widevine.alpha, com.microsoft.playready, org.w3.clearkey) and
 * ClearKey pairs keyed by hex key id.
 */
export interface DrmConfig {
  readonly servers?: Readonly<Record<string, string>>;
  readonly clearKeys?: Readonly<Record<string, string>>;
  readonly advanced?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

export interface PlayerSource {
  readonly url: string;
  /** Guessed from the URL when missing (.m3u8 → hls, .mpd → dash, else mp4). */
  readonly kind?: StreamKind;
  /** The same title in the other adaptive format; tried once when the first fails (SPEC 2.12). */
  readonly fallbackUrl?: string | null;
  readonly drm?: DrmConfig;
  /** Seconds to start at (Resume); not part of the source's identity, so changing it never reloads. */
  readonly startTime?: number;
}

/** One selectable picture height; several bitrates of one height collapse into one entry. */
export interface QualityLevel {
  readonly height: number;
  readonly active: boolean;
  /** Bits per second of the height's richest variant (picture and sound), when the stream says. */
  readonly bandwidth?: number;
}

/** A subtitle or caption track the stream itself carries (HLS SUBTITLES rendition, DASH text set). */
export interface StreamTextTrack {
  /** BCP 47 tag as the stream declares it ('en', 'te'), '' when it says none. */
  readonly language: string;
  readonly label: string;
}

/** One audio language of the stream (HLS AUDIO renditions, DASH audio sets); several bitrates or codecs of one language collapse into one entry. */
export interface AudioLanguage {
  /** BCP 47 tag as the stream declares it ('te', 'en'), '' or 'und' when it says none. */
  readonly language: string;
  /** The stream's own name for it (HLS NAME, DASH Label), '' when it gives none: the UI then names the language itself. */
  readonly label: string;
  readonly active: boolean;
}

export interface EngineListeners {
  /** A fatal error after any fallback was tried; the UI shows the spec's message. */
  onFatalError(error: unknown): void;
  onBufferingChange(isBuffering: boolean): void;
  /** Tracks or the active rendition changed; read `getQualities()` (and `getTextTracks()`, `getAudioLanguages()`) again. */
  onQualitiesChange(): void;
}

export interface PlaybackEngine {
  load(source: PlayerSource): Promise<void>;
  getQualities(): QualityLevel[];
  /** A height from `getQualities()`, or 'auto' to hand the choice back to adaptive bitrate. */
  setQuality(quality: number | 'auto'): void;
  isAutoQuality(): boolean;
  /**
   * Issue 18.8: the quality setting (Auto: adaptive bitrate; Data saver: adaptive bitrate capped at
   * the lowest rung; High: held at the tallest), or null while a fixed height chosen with setQuality plays.
   */
  getQualityMode?(): QualityMode | null;
  setQualityMode?(mode: QualityMode): void;
  /** Live streams: jump to the live edge (engines without live support may leave it out). */
  goToLive?(): void;
  /** The stream's own text tracks, one per language; [] when it carries none. */
  getTextTracks?(): StreamTextTrack[];
  /** Shows the stream's track in `language` (the first when it has none in it), or hides captions with null. */
  showTextTrack?(language: string | null): void;
  /** The stream's audio languages, one entry each, the playing one `active`; [] before load or without any. */
  getAudioLanguages?(): AudioLanguage[];
  /** Switches to the audio in `language` (a tag from `getAudioLanguages()`); unknown tags are ignored. */
  selectAudioLanguage?(language: string): void;
  destroy(): Promise<void>;
}

/** Per-screen tuning (the advanced player's 60 s buffer, SPEC 9); defaults suit the movie player. */
export interface EngineOptions {
  readonly bufferingGoalSeconds?: number;
  /**
   * For screens that show the stream's own captions with showTextTrack: languages to prepare a
   * text track in from the start (it is hidden once loaded). Shaka aligns a text stream only with
   * pictures appended after it was set up, so without one prepared a track first chosen mid-play
   * stays empty; with one prepared (in any language) every language can be chosen later.
   */
  readonly captionLanguages?: readonly string[];
  /** Issue 18.8: start each title on the viewer's quality setting (the movie player), else plain Auto. */
  readonly qualityFromPreferences?: boolean;
}

export type CreateEngine = (video: HTMLVideoElement, listeners: EngineListeners, options?: EngineOptions) => Promise<PlaybackEngine>;
