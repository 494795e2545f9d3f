export * from './common.ts';
export * from './auth.ts';
export * from './profile.ts';
export * from './content.ts';
export * from './regions.ts';
export * from './popup.ts';
export * from './app-config.ts';
export * from './watchlist.ts';
