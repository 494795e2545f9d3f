// Demo categories (SPEC 3 'Category'). Ids are explicit because the spec's client knows one by
// number: id 19 is hidden from the home row (SPEC 9), so 'Shorts' takes it.
export const CATEGORY = {
  movies: 1,
  webSeries: 2,
  comedy: 3,
  devotional: 4,
  news: 5,
  music: 6,
  kids: 7,
  shortFilms: 8,
  villageStories: 9,
  shorts: 19,
} as const;
export type CategoryId = (typeof CATEGORY)[keyof typeof CATEGORY];

export const CATEGORY_SEED: { id: CategoryId; name: string; description: string; isPremium: boolean }[] = [
  { id: CATEGORY.movies, name: 'Movies', description: 'Blockbusters and new Telugu releases', isPremium: false },
  { id: CATEGORY.webSeries, name: 'Web Series', description: 'Binge-worthy Telugu originals', isPremium: true },
  { id: CATEGORY.comedy, name: 'Comedy', description: 'Laughs from Tollywood and beyond', isPremium: false },
  { id: CATEGORY.devotional, name: 'Devotional', description: 'Temples, festivals and keerthanalu', isPremium: false },
  { id: CATEGORY.news, name: 'News', description: 'Headlines from Andhra Pradesh and Telangana', isPremium: false },
  { id: CATEGORY.music, name: 'Music', description: 'Folk, melody and festival songs', isPremium: false },
  { id: CATEGORY.kids, name: 'Kids', description: 'Stories and cartoons for little ones', isPremium: false },
  { id: CATEGORY.shortFilms, name: 'Short Films', description: 'Award-winning Telugu short films', isPremium: false },
  { id: CATEGORY.villageStories, name: 'Village Stories', description: 'Regional stories from our villages', isPremium: false },
  { id: CATEGORY.shorts, name: 'Shorts', description: 'One-minute vertical videos', isPremium: false },
];
