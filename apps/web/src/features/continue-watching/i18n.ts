// Continue watching strings (issue 4: the spec shows only a placeholder, so these are ours).
import { registerStrings } from '@/app/i18n.ts';

export const continueWatchingStrings = {
  en: {
    title: 'Continue Watching',
    timeLeft: '{{time}} left',
    secondsLeft_one: '{{count}} sec left',
    secondsLeft_other: '{{count}} sec left',
    resumeLabel: 'Continue watching {{title}}, {{left}}',
    watched: '{{percent}}% watched',
    empty: 'Titles you start watching appear here, so you can pick up where you left off.',
    loadFailed: 'Failed to load Continue Watching. Please try again.',
    retry: 'Try Again',
    loading: 'Loading...',
  },
  te: {
    title: 'చూడటం కొనసాగించండి',
    timeLeft: '{{time}} మిగిలి ఉంది',
    secondsLeft_one: '{{count}} సెకను మిగిలి ఉంది',
    secondsLeft_other: '{{count}} సెకన్లు మిగిలి ఉన్నాయి',
    resumeLabel: '{{title}} చూడటం కొనసాగించండి, {{left}}',
    watched: '{{percent}}% చూశారు',
    empty: 'మీరు చూడటం మొదలుపెట్టిన టైటిల్స్ ఇక్కడ కనిపిస్తాయి, ఆపిన చోట నుండి కొనసాగించవచ్చు.',
    loadFailed: 'చూడటం కొనసాగించండి జాబితా లోడ్ కాలేదు. దయచేసి మళ్ళీ ప్రయత్నించండి.',
    retry: 'మళ్ళీ ప్రయత్నించండి',
    loading: 'లోడ్ అవుతోంది...',
  },
} as const;

registerStrings('continue-watching', continueWatchingStrings);
