// SPEC 4 'Auth' / 8 'Profile/devices': a 403 on profile load or save logs out after 2 s.
import { useCallback, useEffect, useRef } from 'react';
import { useLogout } from '@/features/auth/index.ts';

export const LOGOUT_DELAY_MS = 2000;

export function useSessionExpiry() {
  const logout = useLogout();
  const timer = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(() => {
    if (timer.current !== null) return;
    timer.current = window.setTimeout(() => void logout(), LOGOUT_DELAY_MS);
  }, [logout]);
}
