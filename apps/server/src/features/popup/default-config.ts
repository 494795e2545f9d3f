// Operators override the contract's DEFAULT_POPUP_CONFIG through the site_settings row 'popup'.
export { DEFAULT_POPUP_CONFIG } from '@ott/contract';

export const POPUP_SETTINGS_KEY = 'popup';
