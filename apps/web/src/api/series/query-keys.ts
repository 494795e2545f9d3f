export const seriesKeys = {
  all: ['series'] as const,
  list: () => [...seriesKeys.all, 'list'] as const,
  detail: (id: number | string) => [...seriesKeys.all, 'detail', String(id)] as const,
  watchState: (id: number | string) => [...seriesKeys.all, 'watch-state', String(id)] as const,
};
