// What the Live TV player's controls drive: a direct <video> (Shaka) or the embedded video-site
// player. Embedded players have no progress bar, picture-in-picture or seeking (SPEC 2.22).
import type { QualityLabel, QualityOption } from '../lib/quality.ts';
import type { TimeRange } from '../lib/seek-range.ts';

export interface DirectExtras {
  video: HTMLVideoElement | null;
  currentTime: number;
  range: TimeRange | null;
  seekTo(seconds: number): void;
  seekBy(seconds: number): void;
  isPictureInPictureSupported: boolean;
  isPictureInPicture: boolean;
  togglePictureInPicture(): void;
}

export interface LiveController {
  isPlaying: boolean;
  /** 0-100 (SPEC 9). */
  volume: number;
  isMuted: boolean;
  /** The stream carries captions to show (a direct stream's text tracks; the embedded player's own). */
  hasCaptions: boolean;
  areCaptionsOn: boolean;
  hasFailed: boolean;
  qualityOptions: QualityOption[];
  selectedQuality: QualityLabel;
  togglePlay(): void;
  setVolume(volume: number): void;
  /** One step up or down from the volume the player has right now (keys may repeat faster than renders). */
  stepVolume(direction: 1 | -1): void;
  toggleMute(): void;
  /** Does nothing without captions. */
  toggleCaptions(): void;
  chooseQuality(label: QualityLabel): void;
  /** Present for direct streams only. */
  direct: DirectExtras | null;
}
