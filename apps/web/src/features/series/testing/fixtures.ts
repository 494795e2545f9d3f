// A series as GET /api/series/{id}/ answers it, and its episodes' video answers.
import type { Series, SeriesEpisode, Video } from '@ott/contract';
import { makeVideo } from '@/testing/fixtures.ts';

export const episode = (id: number, number: number, title: string, season = 1): SeriesEpisode => ({
  id,
  title,
  description: `${title} synopsis`,
  season_number: season,
  episode_number: number,
  duration: 1560,
  thumbnail_url: null,
  video_type: 'free',
});

export function makeSeries(overrides: Partial<Series> = {}): Series {
  const season1 = [episode(50, 1, 'Vesavi Selavulu'), episode(51, 2, 'Attalo Pettelu')];
  const season2 = [episode(60, 1, 'Varsham', 2)];
  return {
    id: 1,
    title: 'Ammamma Gari Illu',
    description: 'Three cousins and a locked trunk.',
    thumbnail_url: null,
    portrait_thumbnail_url: null,
    poster_url: null,
    category_id: 2,
    category_name: 'Web Series',
    is_premium: false,
    season_count: 2,
    episode_count: 3,
    seasons: [
      { number: 1, title: 'Season 1', episodes: season1 },
      { number: 2, title: 'Season 2', episodes: season2 },
    ],
    ...overrides,
  };
}

export const episodeVideo = (id: number, title: string, next: number | null): Video =>
  makeVideo({
    id,
    title,
    hls_url: `https://media.test/demo/ep-${id}/master.m3u8`,
    can_play: true,
    markers: [
      { kind: 'intro', start: 1, end: 5 },
      { kind: 'credits', start: 12, end: 16 },
    ],
    episode: { series_id: 1, series_title: 'Ammamma Gari Illu', season_number: 1, episode_number: 1, next_episode_id: next },
  });
