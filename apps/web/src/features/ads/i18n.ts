// Ad strings (SPEC 2.22 'Advanced player', 3 'Advertisement': call_to_action default Learn More).
import { registerStrings } from '@/app/i18n.ts';

export const adsStrings = {
  en: {
    advertisement: 'Advertisement',
    adLabel: 'Ad',
    position: 'Ad {{position}} of {{total}}',
    skipIn: 'Skip in {{count}}',
    skipInLabel: 'You can skip this ad in {{count}} seconds',
    skipAd: 'Skip Ad',
    close: 'Close',
    closeLabel: 'Close ads and play the video',
    learnMore: 'Learn More',
    loading: 'Loading ad',
    mute: 'Mute',
    unmute: 'Unmute',
    sponsored: 'Sponsored',
    showBanner: 'Show ad {{position}} of {{total}}',
    pauseRotation: 'Pause ads',
    resumeRotation: 'Play ads',
  },
  te: {
    advertisement: 'ప్రకటన',
    adLabel: 'ప్రకటన',
    position: 'ప్రకటన {{position}} / {{total}}',
    skipIn: '{{count}} లో స్కిప్',
    skipInLabel: 'ఈ ప్రకటనను {{count}} సెకన్లలో స్కిప్ చేయవచ్చు',
    skipAd: 'ప్రకటన స్కిప్ చేయండి',
    close: 'మూసివేయి',
    closeLabel: 'ప్రకటనలు మూసి వీడియో ప్లే చేయండి',
    learnMore: 'మరింత తెలుసుకోండి',
    loading: 'ప్రకటన లోడ్ అవుతోంది',
    mute: 'మ్యూట్',
    unmute: 'అన్‌మ్యూట్',
    sponsored: 'ప్రాయోజితం',
    showBanner: 'ప్రకటన {{position}} / {{total}} చూపించు',
    pauseRotation: 'ప్రకటనలను ఆపు',
    resumeRotation: 'ప్రకటనలను ప్లే చేయి',
  },
} as const;

registerStrings('ads', adsStrings);
