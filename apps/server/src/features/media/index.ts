export { ensureDemoMedia } from './demo-media.ts';
export type { EnsureDemoMediaOptions } from './demo-media.ts';
export type { DemoClipSpec } from './demo-catalogue.ts';
export { transcodeToStream, getCachedTranscode } from './transcode.ts';
export type { TranscodeOptions } from './transcode.ts';
export { probeDuration, probeMedia } from './probe.ts';
export type { MediaProbe } from './probe.ts';
export { STANDARD_RENDITION_HEIGHTS } from './rendition-ladder.ts';
export type { DemoMediaEntry, MediaLogger, StreamRendition, TranscodeResult } from './types.ts';
