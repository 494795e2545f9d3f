import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '@/features/auth/index.ts';
import { Spinner } from '@/ui/spinner.tsx';
import { MENU_ROW } from './profile-menu-row.tsx';

/** Logout is the auth feature's job (server call, session clear, alert on failure, /login). */
export function LogoutItem({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('shell');
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await logout();
      onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" onClick={() => void onClick()} disabled={busy} className={`${MENU_ROW} text-brand-2`}>
      {busy ? <Spinner className="size-5" /> : <LogOut aria-hidden="true" className="size-5" />}
      <span>{busy ? t('loggingOut') : t('logout')}</span>
    </button>
  );
}
