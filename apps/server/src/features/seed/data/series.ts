// Demo series (issue 18.4): their episodes are ordinary demo videos (videos-series.ts) that name
// the series, season and number; artwork is the first episode's until an operator picks other.
import { CATEGORY, type CategoryId } from './categories.ts';

export interface SeriesSeed {
  id: number;
  title: string;
  description: string;
  categoryId: CategoryId;
  seasons: { id: number; number: number; title: string }[];
}

export const SERIES_SEED: SeriesSeed[] = [
  {
    id: 1,
    title: 'Ammamma Gari Illu',
    description: 'Three cousins spend a summer at their grandmother’s house in Konaseema and open a trunk the family kept shut for forty years.',
    categoryId: CATEGORY.webSeries,
    seasons: [{ id: 1, number: 1, title: 'Season 1' }],
  },
];
