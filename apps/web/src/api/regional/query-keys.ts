// Keys for the regional video lists, so both regional screens share one cache family.
export const regionalKeys = {
  all: ['regional'] as const,
  byLocation: (param: string, id: number | null) => [...regionalKeys.all, 'by-location', param, id] as const,
  villageVideos: (villageId: number) => [...regionalKeys.all, 'village-videos', villageId] as const,
};
