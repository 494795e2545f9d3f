import type { Video } from '@ott/contract';

/** Pages overlap when titles are added between two loads; each title shows once, where first seen. */
export const uniqueById = (videos: readonly Video[]): Video[] => [...new Map(videos.map((v) => [v.id, v] as const)).values()];
