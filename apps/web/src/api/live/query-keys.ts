// Live-stream query keys: ONE key per category, shared by the header's LIVE button and the home's
// live section, so both read (and poll) the same cache entry.
export const liveKeys = {
  all: ['live-streams'] as const,
  byCategory: (categoryId: number) => [...liveKeys.all, 'category', categoryId] as const,
};
