// Strings of the search screen (SPEC 2.14, 8 'Search'). English errors come from the contract's
// MESSAGES so the spec's wording lives in one place.
import { MESSAGES } from '@ott/contract';
import { registerStrings } from '@/app/i18n.ts';

export const searchStrings = {
  en: {
    pageTitle: 'Search',
    placeholder: 'Search Title, Movie or Cast',
    inputLabel: 'Search videos',
    clearQuery: 'Clear search',
    suggestions: 'Suggestions',
    recentSuggestion: 'Recent search',
    titleSuggestion: 'Title',
    quickFilters: 'Quick filters',
    allFilter: 'All',
    recentSearches: 'Recent Searches',
    clearAll: 'Clear All',
    trendingNow: 'Trending Now',
    resultsFor: 'Results for “{{query}}”',
    resultsForIn: 'Results for “{{query}}” in {{category}}',
    searching: 'Searching…',
    resultCount_one: '{{count}} title',
    resultCount_other: '{{count}} titles',
    noResults: MESSAGES.noResults,
    noResultsHint: 'Try another title, movie or cast name, or a different filter.',
    error: MESSAGES.searchError,
    retry: 'Retry',
    viewAllIn: 'View all in {{category}}',
    intro: 'Movies, web series, news and more — in Telugu.',
  },
  te: {
    pageTitle: 'వెతకండి',
    placeholder: 'టైటిల్, సినిమా లేదా నటీనటుల కోసం వెతకండి',
    inputLabel: 'వీడియోల కోసం వెతకండి',
    clearQuery: 'శోధనను తొలగించు',
    suggestions: 'సూచనలు',
    recentSuggestion: 'ఇటీవలి శోధన',
    titleSuggestion: 'టైటిల్',
    quickFilters: 'త్వరిత ఫిల్టర్లు',
    allFilter: 'అన్నీ',
    recentSearches: 'ఇటీవలి శోధనలు',
    clearAll: 'అన్నీ తొలగించు',
    trendingNow: 'ఇప్పుడు ట్రెండింగ్',
    resultsFor: '“{{query}}” కోసం ఫలితాలు',
    resultsForIn: '{{category}}లో “{{query}}” కోసం ఫలితాలు',
    searching: 'వెతుకుతోంది…',
    resultCount_one: '{{count}} టైటిల్',
    resultCount_other: '{{count}} టైటిల్స్',
    noResults: 'ఫలితాలు ఏవీ కనబడలేదు',
    noResultsHint: 'వేరే టైటిల్, సినిమా లేదా నటీనటుల పేరుతో, లేదా వేరే ఫిల్టర్‌తో ప్రయత్నించండి.',
    error: 'వీడియోలను వెతకడంలో లోపం జరిగింది. దయచేసి మళ్ళీ ప్రయత్నించండి.',
    retry: 'మళ్ళీ ప్రయత్నించు',
    viewAllIn: '{{category}} అన్నీ చూడండి',
    intro: 'సినిమాలు, వెబ్ సిరీస్‌లు, వార్తలు ఇంకా ఎన్నో — తెలుగులో.',
  },
} as const;

registerStrings('search', searchStrings);
