// Demo movies, web series, comedy and music.
import { CATEGORY } from './categories.ts';
import { video, type VideoSeed } from './video-seed.ts';

const { movies, webSeries, comedy, music } = CATEGORY;

export const ENTERTAINMENT_VIDEOS: VideoSeed[] = [
  video('Godavari Sunrise', movies, 'free', 'A ferryman on the Godavari finds a lost letter that changes three families forever.', {
    moods: ['Feel-good', 'Romantic'], is4k: true, releaseDate: '2023-01-14', ageDays: 2, views: 248_300, durationSeconds: 8_520 }),
  video('Rayalaseema Roar', movies, 'paid', 'A retired wrestler returns to Kurnool to defend his village against a mining mafia.', {
    moods: ['Thrilling', 'Action'], is4k: true, releaseDate: '2024-03-08', ageDays: 5, views: 1_320_000, durationSeconds: 9_240 }),
  video('Kakinada Express', movies, 'rental', 'One night train, one missing diamond and a TTE who trusts nobody.', {
    prices: [[4900, 2], [9900, 7]], moods: ['Thrilling', 'Mystery'], releaseDate: '2024-06-21', ageDays: 1, views: 86_400, durationSeconds: 7_980 }),
  video('Palle Paata', movies, 'free', 'A city singer rediscovers the folk songs of her grandmother in a Telangana village.', {
    moods: ['Feel-good', 'Musical'], releaseDate: '2021-10-02', ageDays: 40, views: 412_000, durationSeconds: 8_100 }),
  video('Vizag Nights', movies, 'paid', 'Two strangers, one monsoon weekend by the RK Beach, and a secret neither can keep.', {
    moods: ['Romantic', 'Thrilling'], releaseDate: '2023-08-11', ageDays: 12, views: 530_500, durationSeconds: 8_760 }),
  video('Bangaru Bommalu', movies, 'rental', 'Twin sisters separated at a Sankranti fair meet again twenty years later.', {
    prices: [[7900, 7]], moods: ['Emotional', 'Family'], releaseDate: '2022-01-13', ageDays: 18, views: 198_700, durationSeconds: 9_000 }),
  video('Krishna Teeram', movies, 'paid', 'A boatman, a teacher and a flood that tests the whole riverbank village.', {
    moods: ['Drama', 'Emotional'], releaseDate: '2020-11-20', ageDays: 33, views: 276_900, durationSeconds: 8_340 }),
  video('Simhadri Chase', movies, 'rental', 'A rookie cop chases a smuggler through the hills of Simhachalam in one breathless day.', {
    prices: [[9900, 2], [14_900, 7]], moods: ['Thrilling', 'Action'], is4k: true, releaseDate: '2024-09-27', ageDays: 3, views: 64_200, durationSeconds: 8_880 }),
  video('ప్రేమ లేఖ', movies, 'paid', 'A postman in Rajahmundry delivers a love letter thirty years too late.', {
    titleLatin: 'Prema Lekha', moods: ['Romantic', 'Feel-good'], releaseDate: '2022-02-14', ageDays: 21, views: 344_100, durationSeconds: 7_860 }),
  video('వెన్నెల దారి', movies, 'rental', 'On a moonlit highway, a cab driver and his passenger share the stories they never told anyone.', {
    titleLatin: 'Vennela Daari', prices: [[4900, 2]], moods: ['Romantic', 'Emotional'], releaseDate: '2023-12-01', ageDays: 9, views: 121_800, durationSeconds: 7_440 }),
  video('గోదారి గట్టు', movies, 'free', 'Summer holidays on the Godavari bund: cricket, mangoes and a first crush.', {
    titleLatin: 'Godari Gattu', moods: ['Feel-good', 'Nostalgic'], releaseDate: '2019-05-10', ageDays: 55, views: 689_000, durationSeconds: 8_040 }),
  video('Hyderabad Diaries', webSeries, 'paid', 'Five flatmates in Madhapur chase start-up dreams, love and the rent.', {
    moods: ['Feel-good', 'Drama'], releaseDate: '2024-02-02', ageDays: 6, views: 902_300, durationSeconds: 2_520 }),
  video('Charminar Chronicles', webSeries, 'paid', 'A heritage guide stumbles on a century-old mystery in the lanes of the Old City.', {
    moods: ['Mystery', 'Thrilling'], is4k: true, releaseDate: '2023-07-07', ageDays: 26, views: 455_600, durationSeconds: 2_700 }),
  video('Software Sambaiah', webSeries, 'free', 'A village topper lands a Hitech City job and brings his whole family along.', {
    moods: ['Comedy', 'Feel-good'], releaseDate: '2022-09-09', ageDays: 47, views: 1_045_000, durationSeconds: 1_980 }),
  video('Tiffin Center Talks', webSeries, 'rental', 'Every morning, every table at Lakshmi Tiffins has a story.', {
    prices: [[3900, 7]], moods: ['Feel-good', 'Comedy'], releaseDate: '2024-04-19', ageDays: 15, views: 73_900, durationSeconds: 1_800 }),
  video('Araku Files', webSeries, 'paid', 'A forest officer investigates disappearances in the coffee estates of Araku Valley.', {
    moods: ['Thrilling', 'Mystery'], releaseDate: '2024-07-12', ageDays: 29, views: 318_200, durationSeconds: 2_640 }),
  video('Biryani Brothers', comedy, 'free', 'Two brothers bet their restaurant on one secret biryani recipe.', {
    moods: ['Comedy', 'Feel-good'], releaseDate: '2023-04-01', ageDays: 11, views: 587_400, durationSeconds: 7_320 }),
  video('Auto Johnny Returns', comedy, 'free', 'The most talkative auto driver of Vijayawada is back with a new meter and old tricks.', {
    moods: ['Comedy'], releaseDate: '2021-06-18', ageDays: 37, views: 760_900, durationSeconds: 6_900 }),
  video('Mama Alludu Gola', comedy, 'rental', 'A father-in-law and son-in-law fight over everything, including the TV remote.', {
    prices: [[2900, 2]], moods: ['Comedy', 'Family'], releaseDate: '2022-12-23', ageDays: 24, views: 142_500, durationSeconds: 7_080 }),
  video('Pellichupula Panchayati', comedy, 'free', 'Seven bride-viewing visits, one very patient groom and a village that will not stop talking.', {
    moods: ['Comedy', 'Romantic'], releaseDate: '2020-02-07', ageDays: 58, views: 934_700, durationSeconds: 7_500 }),
  video('Folk Beats of Telangana', music, 'free', 'Oggu katha, dappu and Bathukamma songs recorded live in the villages.', {
    moods: ['Energetic', 'Festive'], releaseDate: '2023-10-14', ageDays: 8, views: 211_000, durationSeconds: 1_260 }),
  video('Bathukamma Songs 2024', music, 'free', 'This year’s favourite Bathukamma songs, sung by women’s groups from Warangal.', {
    moods: ['Festive', 'Devotional'], releaseDate: '2024-10-02', ageDays: 4, views: 96_300, durationSeconds: 1_740 }),
  video('Sankranti Melodies', music, 'paid', 'A concert of Sankranti classics with a full string orchestra.', {
    moods: ['Festive', 'Feel-good'], is4k: true, releaseDate: '2024-01-14', ageDays: 30, views: 167_800, durationSeconds: 3_600 }),
  video('Veena Symphony', music, 'paid', 'Carnatic veena meets electronic beats in an evening at Shilpakala Vedika.', {
    moods: ['Peaceful', 'Soulful'], is4k: true, releaseDate: '2022-08-15', ageDays: 44, views: 58_900, durationSeconds: 2_880 }),
];
