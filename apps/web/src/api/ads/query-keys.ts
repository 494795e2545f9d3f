// Query keys of the ads calls (SPEC 7 'Ads').
export const adsKeys = {
  all: ['ads'] as const,
  video: (videoId: number) => ['ads', 'video', videoId] as const,
  banner: () => ['ads', 'banner'] as const,
};
