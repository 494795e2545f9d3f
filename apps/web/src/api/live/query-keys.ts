// Live-stream query keys: ONE key for every category's streams (GET /api/live-streams/, issue
// 13.4), shared by the header's LIVE button and the home's live section, so both read (and poll)
// the same cache entry with one request.
export const liveKeys = {
  all: ['live-streams'] as const,
  everyCategory: () => [...liveKeys.all, 'every-category'] as const,
};
