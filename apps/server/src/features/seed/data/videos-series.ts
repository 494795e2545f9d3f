// Episodes of the demo series (data/series.ts), free so any visitor can binge them. Each is a demo
// video with its own 16 s clip: intro 1-5 s (episodes 2 and 3 open with a recap) and credits from
// 12 s, so the Skip buttons and the next-episode countdown show within the clip.
import { CATEGORY } from './categories.ts';
import { video, type VideoSeed } from './video-seed.ts';

const { webSeries } = CATEGORY;
const AMMAMMA = 1;

export const SERIES_EPISODES: VideoSeed[] = [
  video('Vesavi Selavulu', webSeries, 'free', 'Summer holidays begin: Chinni, Bunty and Sravya arrive at Ammamma’s house by the Godavari canal.', {
    moods: ['Family', 'Feel-good'], releaseDate: '2024-05-03', ageDays: 6, views: 142_300, durationSeconds: 1_560,
    episode: { series: AMMAMMA, season: 1, number: 1 }, markers: [['intro', 1, 5], ['credits', 12, 16]] }),
  video('Attalo Pettelu', webSeries, 'free', 'A storm knocks out the power, and the cousins find a locked trunk in the attic.', {
    moods: ['Family', 'Mystery'], releaseDate: '2024-05-03', ageDays: 6, views: 118_900, durationSeconds: 1_620,
    episode: { series: AMMAMMA, season: 1, number: 2 }, markers: [['recap', 0, 2], ['intro', 2, 5], ['credits', 12, 16]] }),
  video('Thatha Uttharam', webSeries, 'free', 'Inside the trunk, a letter from Thatha to a woman nobody in the family has heard of.', {
    moods: ['Family', 'Emotional'], releaseDate: '2024-05-03', ageDays: 6, views: 97_400, durationSeconds: 1_680,
    episode: { series: AMMAMMA, season: 1, number: 3 }, markers: [['recap', 0, 2], ['intro', 2, 5], ['song', 6, 9], ['credits', 12, 16]] }),
];
