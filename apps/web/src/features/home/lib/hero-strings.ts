// The hero carousel's own strings, added to the home namespace (registerStrings merges bundles).
import { registerStrings } from '@/app/i18n.ts';

export const heroStrings = {
  en: {
    muteVideo: 'Mute video',
    unmuteVideo: 'Unmute video',
  },
  te: {
    muteVideo: 'వీడియో శబ్దం ఆపండి',
    unmuteVideo: 'వీడియో శబ్దం వినిపించండి',
  },
} as const;

registerStrings('home', heroStrings);
