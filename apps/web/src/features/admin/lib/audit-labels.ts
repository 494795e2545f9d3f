// String keys for audit actions and target types ('live_stream.update' -> 'action_live_stream_update').
// Unknown values (a newer server) have no key and show as they are (i18next returns the key's text).
import { adminStrings } from '../i18n.ts';

type Key = keyof typeof adminStrings.en;
const known = (key: string): key is Key => key in adminStrings.en;

export const actionKey = (action: string): string => {
  const key = `action_${action.replace(/\./g, '_')}`;
  return known(key) ? key : action;
};

export const targetKey = (type: string): string => {
  const key = `target_${type}`;
  return known(key) ? key : type;
};
