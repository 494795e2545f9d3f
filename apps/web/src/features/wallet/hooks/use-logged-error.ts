import { useEffect } from 'react';

/** SPEC 8 'Wallet': wallet, bank, bonus and limits fetch errors are only logged; the screen shows its fallback. */
export function useLoggedError(what: string, error: Error | null) {
  useEffect(() => {
    if (error) console.error(`Failed to load ${what}`, error);
  }, [what, error]);
}
