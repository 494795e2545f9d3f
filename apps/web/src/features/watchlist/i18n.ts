// Watchlist strings (SPEC 2.20, 8 'Watchlist'). English messages are the spec's words.
import { registerStrings } from '@/app/i18n.ts';

export const watchlistStrings = {
  en: {
    title: 'My Watchlist',
    subtitle: 'Movies and shows you saved to watch later.',
    count_one: '{{count}} title',
    count_other: '{{count}} titles',
    loading: 'Loading your watchlist...',
    loadFailed: 'Failed to load watchlist. Please try again later.',
    retry: 'Try Again',
    empty: 'Your watchlist is empty',
    emptyBody: 'Add movies from their details page and find them here.',
    browse: 'Browse Videos',
    watchNow: 'Watch Now',
    watchNowLabel: 'Watch Now: {{title}}',
    remove: 'Remove',
    removeLabel: 'Remove {{title}} from watchlist',
    removed: 'Removed from watchlist',
    removeFailed: 'Failed to remove from watchlist. Please try again.',
    myList: 'My List',
    viewAll: 'View All',
    myListEmpty: 'Titles you add to your watchlist appear here.',
  },
  te: {
    title: 'నా వాచ్‌లిస్ట్',
    subtitle: 'తర్వాత చూడటానికి మీరు సేవ్ చేసిన సినిమాలు మరియు షోలు.',
    count_one: '{{count}} టైటిల్',
    count_other: '{{count}} టైటిల్స్',
    loading: 'మీ వాచ్‌లిస్ట్ లోడ్ అవుతోంది...',
    loadFailed: 'వాచ్‌లిస్ట్ లోడ్ చేయడం విఫలమైంది. దయచేసి తర్వాత మళ్ళీ ప్రయత్నించండి.',
    retry: 'మళ్ళీ ప్రయత్నించండి',
    empty: 'మీ వాచ్‌లిస్ట్ ఖాళీగా ఉంది',
    emptyBody: 'సినిమా వివరాల పేజీ నుండి జోడించండి, అవి ఇక్కడ కనిపిస్తాయి.',
    browse: 'వీడియోలు చూడండి',
    watchNow: 'ఇప్పుడే చూడండి',
    watchNowLabel: 'ఇప్పుడే చూడండి: {{title}}',
    remove: 'తీసివేయి',
    removeLabel: '{{title}} ను వాచ్‌లిస్ట్ నుండి తీసివేయి',
    removed: 'వాచ్‌లిస్ట్ నుండి తీసివేయబడింది',
    removeFailed: 'వాచ్‌లిస్ట్ నుండి తీసివేయడం విఫలమైంది. దయచేసి మళ్ళీ ప్రయత్నించండి.',
    myList: 'నా జాబితా',
    viewAll: 'అన్నీ చూడండి',
    myListEmpty: 'మీరు వాచ్‌లిస్ట్‌కు జోడించిన టైటిల్స్ ఇక్కడ కనిపిస్తాయి.',
  },
} as const;

registerStrings('watchlist', watchlistStrings);
