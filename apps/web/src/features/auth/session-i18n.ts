// Strings of the always-loaded part of auth (guards, session watcher, logout). The screens' strings
// live in i18n.ts and load with the lazy login and registration routes.
import { MESSAGES } from '@ott/contract';
import { registerStrings } from '@/app/i18n.ts';

export const sessionStrings = {
  en: {
    accountDeleted: 'Your account has been deleted. You have been logged out.',
    accountDeletedByAdmin: 'Your account has been deleted by admin. You have been logged out.',
    accountBlocked: MESSAGES.accountBlocked,
    logoutFailed: 'Logout failed. Please try again.',
  },
  te: {
    accountDeleted: 'మీ ఖాతా తొలగించబడింది. మీరు లాగ్ అవుట్ చేయబడ్డారు.',
    accountDeletedByAdmin: 'మీ ఖాతాను అడ్మిన్ తొలగించారు. మీరు లాగ్ అవుట్ చేయబడ్డారు.',
    accountBlocked: 'మీ ఖాతా బ్లాక్ చేయబడింది. దయచేసి సపోర్ట్‌ను సంప్రదించండి.',
    logoutFailed: 'లాగ్ అవుట్ విఫలమైంది. దయచేసి మళ్ళీ ప్రయత్నించండి.',
  },
} as const;

registerStrings('auth', sessionStrings);
