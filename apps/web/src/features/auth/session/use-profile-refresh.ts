// SPEC 4 'Subscription': the stored user is refreshed from the server when the app starts; while it
// loads the header treats the user as subscribed, so paying users never see a Subscribe flash.
import { useEffect } from 'react';
import { getProfile } from '@/api/auth/get-profile.ts';
import { useSession } from '@/lib/session.ts';

export function useProfileRefresh() {
  const phone = useSession((s) => s.phone);
  useEffect(() => {
    if (!phone) return;
    let active = true;
    const { setLoading, setUser } = useSession.getState();
    setLoading(true);
    getProfile(phone)
      .then((profile) => {
        if (active && useSession.getState().phone === phone) setUser(profile.user);
      })
      .catch(() => {
        // 401 is handled by the shared client; anything else keeps the stored copy.
      })
      .finally(() => {
        if (active) useSession.getState().setLoading(false);
      });
    return () => {
      active = false;
      useSession.getState().setLoading(false);
    };
  }, [phone]);
}
