// Issue 18.8: the viewer's quality setting (Auto / Data saver / High), shared by the movie player
// and the profile's Account Settings. What the viewer chose (player-preferences, kept on the server)
// wins; never chosen, a connection the browser reports as cellular or slow starts on Data saver.
import type { QualityMode } from '@ott/contract';

/** The Network Information API's fields we read (Chromium, Android; absent in Safari and Firefox). */
export interface ConnectionInfo {
  readonly type?: string;
  readonly effectiveType?: string;
}

const SLOW_EFFECTIVE_TYPES: readonly string[] = ['slow-2g', '2g', '3g'];

export function browserConnection(): ConnectionInfo | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/** Cellular by type, or slow by effective type; unknown (no API) is not cellular. */
export function isCellularConnection(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return false;
  return connection.type === 'cellular' || SLOW_EFFECTIVE_TYPES.includes(connection.effectiveType ?? '');
}

/** The setting a title starts with: the viewer's choice, else Data saver on cellular, else Auto. */
export function startingQualityMode(chosen: QualityMode | undefined, connection = browserConnection()): QualityMode {
  if (chosen) return chosen;
  return isCellularConnection(connection) ? 'data_saver' : 'auto';
}

/** Bits per second to bytes per hour. */
export const bytesPerHour = (bitsPerSecond: number) => (bitsPerSecond * 3600) / 8;

/** '0.3 GB', '1.0 GB', '90 MB' (an hour at that rate), in the locale's digits. */
export function formatDataPerHour(bitsPerSecond: number, locale: string): string {
  const bytes = bytesPerHour(bitsPerSecond);
  if (bytes < 100e6) {
    const megabytes = Math.max(10, Math.round(bytes / 1e6 / 10) * 10);
    return `${new Intl.NumberFormat(locale).format(megabytes)} MB`;
  }
  return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / 1e9)} GB`;
}

export interface RungUsage {
  readonly height: number;
  /** The rung's bit rate (picture and sound), as the stream declares it. */
  readonly bandwidth?: number;
}

/**
 * The bit rate each setting plays at: Data saver the lowest rung, High the tallest, Auto at most
 * the tallest (adaptive bitrate moves between them). Null without rates.
 */
export function qualityModeRates(rungs: readonly RungUsage[]): Record<QualityMode, number> | null {
  const rated = rungs.filter((rung): rung is Required<RungUsage> => typeof rung.bandwidth === 'number' && rung.bandwidth > 0);
  if (rated.length === 0) return null;
  const byHeight = [...rated].sort((a, b) => a.height - b.height || a.bandwidth - b.bandwidth);
  const lowest = byHeight[0]!.bandwidth;
  const tallest = byHeight.at(-1)!.bandwidth;
  return { auto: Math.max(...rated.map((rung) => rung.bandwidth)), data_saver: lowest, high: tallest };
}

/** Adaptive bitrate's limits for a setting, over the stream's rung heights. */
export function abrHeightLimits(mode: QualityMode, heights: readonly number[]): { minHeight: number; maxHeight: number } {
  const known = heights.filter((height) => height > 0);
  if (mode === 'auto' || known.length === 0) return { minHeight: 0, maxHeight: Infinity };
  return mode === 'data_saver' ? { minHeight: 0, maxHeight: Math.min(...known) } : { minHeight: Math.max(...known), maxHeight: Infinity };
}
