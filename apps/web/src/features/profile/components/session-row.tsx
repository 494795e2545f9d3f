import { useTranslation } from 'react-i18next';
import type { UserSession } from '@ott/contract';
import { formatRelativeTime } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { DeviceKindIcon } from './device-kind-icon.tsx';

interface SessionRowProps {
  session: UserSession;
  /** Shown and announced instead of a null name. */
  name: string;
  onSignOut(): void;
}

/** One signed-in session: what it is, when it was last active, where from; Sign out unless it is this one. */
export function SessionRow({ session, name, onSignOut }: SessionRowProps) {
  const { t } = useTranslation('profile');
  const details = [
    t(`sessionKind_${session.device_type}`),
    t('lastActive', { when: formatRelativeTime(session.last_seen_at) }),
    session.ip_address && t('sessionAddress', { address: session.ip_address }),
  ].filter(Boolean);
  return (
    <li className="flex items-center gap-3 border-b border-white/5 py-3 last:border-0">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-white/5">
        <DeviceKindIcon kind={session.device_type} className="size-5 text-white/80" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="truncate">{name}</span>
          {session.current && <span className="rounded bg-brand/20 px-1.5 py-0.5 text-[11px] font-bold text-brand-2">{t('thisDevice')}</span>}
        </p>
        <p className="text-xs text-muted">{details.join(' · ')}</p>
      </div>
      {!session.current && (
        <Button variant="secondary" size="sm" onClick={onSignOut} aria-label={t('signOutLabel', { name })}>
          {t('signOut')}
        </Button>
      )}
    </li>
  );
}
