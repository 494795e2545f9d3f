// Typed access to the spec's localStorage keys (SPEC 3 'Local storage keys'); nothing else is stored.
import { STORAGE_KEYS } from '@ott/contract';

export type StorageKeyName = keyof typeof STORAGE_KEYS;

export const storage = {
  get(key: StorageKeyName): string | null {
    try {
      return localStorage.getItem(STORAGE_KEYS[key]);
    } catch {
      return null;
    }
  },
  set(key: StorageKeyName, value: string) {
    try {
      localStorage.setItem(STORAGE_KEYS[key], value);
    } catch {
      // Private mode or quota: the app keeps working from memory.
    }
  },
  remove(key: StorageKeyName) {
    try {
      localStorage.removeItem(STORAGE_KEYS[key]);
    } catch {
      // ignore
    }
  },
  getJson<T>(key: StorageKeyName): T | null {
    const raw = storage.get(key);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJson(key: StorageKeyName, value: unknown) {
    storage.set(key, JSON.stringify(value));
  },
  /** SPEC 4: the store logout clears all storage except the theme. */
  clearAllExceptTheme() {
    const theme = storage.get('theme');
    try {
      localStorage.clear();
    } catch {
      // ignore
    }
    if (theme) storage.set('theme', theme);
  },
};

export function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}
