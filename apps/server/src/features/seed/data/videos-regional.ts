// Demo devotional, news, kids, short films, village stories (tagged with regions) and shorts.
import { CATEGORY } from './categories.ts';
import { video, type VideoSeed } from './video-seed.ts';

const { devotional, news, kids, shortFilms, villageStories, shorts } = CATEGORY;

export const REGIONAL_VIDEOS: VideoSeed[] = [
  video('Tirumala Darshanam', devotional, 'free', 'Suprabhatam to Ekantha Seva: a day in the life of the Tirumala temple.', {
    moods: ['Devotional', 'Peaceful'], is4k: true, releaseDate: '2023-09-18', ageDays: 14, views: 2_140_000, durationSeconds: 3_480 }),
  video('Bhadrachalam Kalyanam', devotional, 'free', 'The Sri Rama Navami celestial wedding, live from Bhadrachalam.', {
    moods: ['Devotional', 'Festive'], releaseDate: '2024-04-17', ageDays: 22, views: 815_000, durationSeconds: 4_200 }),
  video('Annamayya Keerthanalu', devotional, 'free', 'Twelve keerthanas of Annamacharya sung at the Tallapaka temple.', {
    moods: ['Devotional', 'Soulful'], releaseDate: '2021-05-23', ageDays: 50, views: 377_200, durationSeconds: 3_000 }),
  video('Srisailam Shivaratri', devotional, 'free', 'Maha Shivaratri night at the Mallikarjuna Jyotirlinga in Srisailam.', {
    moods: ['Devotional', 'Peaceful'], releaseDate: '2024-03-08', ageDays: 35, views: 492_600, durationSeconds: 3_300 }),
  video('Telugu Headlines Today', news, 'free', 'The day’s top stories from Andhra Pradesh and Telangana in fifteen minutes.', {
    isNews: true, releaseDate: '2024-11-20', ageDays: 0, views: 45_200, durationSeconds: 900 }),
  video('Amaravati Capital Update', news, 'free', 'Where the capital works stand: roads, buildings and the farmers who gave their land.', {
    isNews: true, releaseDate: '2024-11-18', ageDays: 2, views: 31_700, durationSeconds: 720, village: 'Undavalli' }),
  video('Monsoon Watch: Godavari Floods', news, 'free', 'Water levels at Bhadrachalam and Dowleswaram and what the lanka villages need.', {
    isNews: true, releaseDate: '2024-11-15', ageDays: 5, views: 58_100, durationSeconds: 660 }),
  video('Guntur Chilli Market Report', news, 'free', 'This week’s chilli prices at the Guntur yard and the growers’ view from Tenali.', {
    isNews: true, releaseDate: '2024-11-10', ageDays: 10, views: 12_900, durationSeconds: 600, village: 'Angalakuduru' }),
  video('Hyderabad Metro Phase 2 Explained', news, 'free', 'New corridors, new stations and when they open.', {
    isNews: true, releaseDate: '2024-11-01', ageDays: 19, views: 88_400, durationSeconds: 780 }),
  video('Chintu and the Magic Mango', kids, 'free', 'Chintu finds a mango that grants one wish a day, but only in Telugu rhymes.', {
    moods: ['Fun', 'Feel-good'], releaseDate: '2023-06-01', ageDays: 16, views: 640_300, durationSeconds: 1_320 }),
  video('Panchatantra Tales in Telugu', kids, 'free', 'Classic animal fables retold for today’s kids.', {
    moods: ['Fun', 'Educational'], releaseDate: '2022-11-14', ageDays: 42, views: 1_210_000, durationSeconds: 1_500 }),
  video('Bujji Rocket', kids, 'rental', 'A ten-year-old from Sriharikota builds a rocket from scrap and aims for the moon.', {
    prices: [[1900, 2]], moods: ['Fun', 'Inspiring'], releaseDate: '2024-08-23', ageDays: 7, views: 39_800, durationSeconds: 5_400 }),
  video('Last Bus to Araku', shortFilms, 'free', 'The last bus, the last seat and a conversation that lasts a lifetime.', {
    moods: ['Emotional', 'Romantic'], releaseDate: '2022-03-19', ageDays: 27, views: 301_500, durationSeconds: 1_080 }),
  video('Chai Break', shortFilms, 'free', 'Ten minutes at an Irani café in Secunderabad, five lives changed.', {
    moods: ['Feel-good'], releaseDate: '2023-02-24', ageDays: 39, views: 118_300, durationSeconds: 720 }),
  video('అమ్మ చేతి వంట', shortFilms, 'free', 'A son abroad tries to cook his mother’s pappu over a video call.', {
    titleLatin: 'Amma Chethi Vanta', moods: ['Emotional', 'Feel-good'], releaseDate: '2024-05-12', ageDays: 13, views: 402_700, durationSeconds: 840 }),
  video('Tagarapuvalasa Market Day', villageStories, 'free', 'Fish, flowers and gossip at the busiest weekly market near Bheemili.', {
    moods: ['Feel-good'], releaseDate: '2024-02-10', ageDays: 20, views: 9_800, durationSeconds: 960, village: 'Tagarapuvalasa' }),
  video('Manginapudi Beach Festival', villageStories, 'free', 'Magha Pournami at Manginapudi: lakhs of pilgrims take a holy dip at dawn.', {
    moods: ['Festive', 'Devotional'], releaseDate: '2024-02-24', ageDays: 31, views: 14_600, durationSeconds: 1_020, village: 'Manginapudi' }),
  video('Undavalli Caves Story', villageStories, 'paid', 'Rock-cut caves above the Krishna and the sculptors who carved them.', {
    moods: ['Mystery', 'Peaceful'], is4k: true, releaseDate: '2023-11-30', ageDays: 36, views: 21_300, durationSeconds: 1_560, village: 'Undavalli' }),
  video('Jammikunta Cotton Farmers', villageStories, 'free', 'One season with the cotton growers of Madipalli, from sowing to the market yard.', {
    moods: ['Inspiring'], releaseDate: '2024-01-20', ageDays: 45, views: 7_400, durationSeconds: 1_200, village: 'Madipalli' }),
  video('Narsampet Bonalu', villageStories, 'free', 'Bonam pots, potharaju dancers and the whole village on the streets.', {
    moods: ['Festive', 'Energetic'], releaseDate: '2024-07-21', ageDays: 6, views: 11_200, durationSeconds: 900, village: 'Itikalapalli' }),
  video('Miryalaguda Rice Mills', villageStories, 'free', 'How Telangana’s rice bowl turns paddy into sona masoori.', {
    moods: ['Educational'], releaseDate: '2023-12-15', ageDays: 52, views: 5_900, durationSeconds: 840, village: 'Alagadapa' }),
  video('Gudivada Harikatha', villageStories, 'rental', 'The last harikatha troupe of Bethavolu performs the story of Prahlada.', {
    prices: [[2900, 7]], moods: ['Devotional', 'Soulful'], releaseDate: '2023-03-25', ageDays: 48, views: 3_600, durationSeconds: 2_400, village: 'Bethavolu' }),
  video('Minute Masala Dosa', shorts, 'free', 'The perfect Rayalaseema masala dosa in sixty seconds.', {
    moods: ['Fun'], releaseDate: '2024-11-12', ageDays: 1, views: 1_870_000, durationSeconds: 60 }),
  video('Auto Driver Philosophy', shorts, 'free', 'Life lessons from Hyderabad’s wisest auto driver, one red light at a time.', {
    moods: ['Comedy'], releaseDate: '2024-11-05', ageDays: 3, views: 954_000, durationSeconds: 45 }),
  video('30 Second Sankranti', shorts, 'free', 'Rangoli, kites and gangireddu in half a minute.', {
    moods: ['Festive'], releaseDate: '2024-01-15', ageDays: 57, views: 412_300, durationSeconds: 30 }),
];
