// Strings of the player's series additions (issue 18 points 4 and 5): Skip buttons, the
// next-episode countdown and the autoplay switch. A namespace of their own ('player-episodes').
import { registerStrings } from '@/app/i18n.ts';

export const episodeStrings = {
  en: {
    skip_intro: 'Skip Intro',
    skip_recap: 'Skip Recap',
    skip_song: 'Skip Song',
    nextEpisode: 'Next episode',
    nextEpisodeIn_one: 'Next episode in {{count}} second',
    nextEpisodeIn_other: 'Next episode in {{count}} seconds',
    playNow: 'Play now',
    cancel: 'Cancel',
    autoplayNext: 'Autoplay next episode',
  },
  te: {
    skip_intro: 'ఇంట్రో దాటవేయి',
    skip_recap: 'రీక్యాప్ దాటవేయి',
    skip_song: 'పాట దాటవేయి',
    nextEpisode: 'తర్వాతి ఎపిసోడ్',
    nextEpisodeIn_one: '{{count}} సెకనులో తర్వాతి ఎపిసోడ్',
    nextEpisodeIn_other: '{{count}} సెకన్లలో తర్వాతి ఎపిసోడ్',
    playNow: 'ఇప్పుడే ప్లే చేయి',
    cancel: 'రద్దు చేయి',
    autoplayNext: 'తర్వాతి ఎపిసోడ్ ఆటోమేటిక్‌గా ప్లే',
  },
} as const;

registerStrings('player-episodes', episodeStrings);
