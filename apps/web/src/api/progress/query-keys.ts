export const progressKeys = {
  all: ['watch-progress'] as const,
  video: (videoId: number | string) => [...progressKeys.all, 'video', String(videoId)] as const,
  continueWatching: () => [...progressKeys.all, 'continue-watching'] as const,
};
