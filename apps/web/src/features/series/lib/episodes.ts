// Pure views of a series for its page: episodes in watching order, and an episode's place.
import { sortEpisodes, type Series, type SeriesEpisode } from '@ott/contract';

export const orderedEpisodes = (series: Pick<Series, 'seasons'>): SeriesEpisode[] => sortEpisodes(series.seasons.flatMap((s) => s.episodes));

export const findEpisode = (series: Pick<Series, 'seasons'>, id: number): SeriesEpisode | null =>
  series.seasons.flatMap((s) => s.episodes).find((e) => e.id === id) ?? null;
