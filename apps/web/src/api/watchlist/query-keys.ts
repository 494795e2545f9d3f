export const watchlistKeys = {
  all: ['watchlist'] as const,
  list: () => [...watchlistKeys.all, 'list'] as const,
  status: (contentId: number | string) => [...watchlistKeys.all, 'status', String(contentId)] as const,
};
