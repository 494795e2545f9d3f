// Public surface of the auth feature: route guards, the session watcher and logout.
import './session-i18n.ts';

export { RequireAuth, RequireSignedOut } from './guards.tsx';
export { RequireBrowseAccess } from './browse-guard.tsx';
export { SessionWatcher } from './session/session-watcher.tsx';
export { useLogout } from './hooks/use-logout.ts';
export { useEndSession } from './hooks/use-end-session.ts';
// Shared with the full registration screen (SPEC 2.7): the referral check and the field look.
export {
  useReferralVerification,
  type ReferralMessages,
  type ReferralState,
  type ReferralVerificationOptions,
} from './hooks/use-referral-verification.ts';
export { TextField, type TextFieldProps } from './components/text-field.tsx';
export { ReferralField, type ReferralFieldText } from './components/referral-field.tsx';
