// Issue 16.7: every signed-in session, device or not, under Device Management; sign out one
// (after a confirmation) or every one, this browser's included, which then logs out here too.
import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { UserSession } from '@ott/contract';
import { useSessions } from '@/api/profile/list-sessions.ts';
import { useSignOutEverywhere } from '@/api/profile/sign-out-everywhere.ts';
import { useSignOutSession } from '@/api/profile/sign-out-session.ts';
import { useEndSession } from '@/features/auth/index.ts';
import { ApiError } from '@/lib/api-client.ts';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialogView } from '@/ui/confirm-dialog.tsx';
import { LoadError } from '@/ui/load-error.tsx';
import { SectionCard } from '@/ui/section-card.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { SessionRow } from './session-row.tsx';

export function SignedInSessions() {
  const { t } = useTranslation('profile');
  const sessions = useSessions();
  const signOut = useSignOutSession();
  const everywhere = useSignOutEverywhere();
  const endSession = useEndSession();
  const [leaving, setLeaving] = useState<UserSession | null>(null);
  const [isConfirmingEverywhere, setConfirmingEverywhere] = useState(false);
  const list = sessions.data?.sessions ?? [];
  const nameOf = (session: UserSession) => session.name ?? t('unknownSession');
  const labels = { cancel: t('cancel'), pending: t('signingOut') };

  const closeSignOut = () => {
    signOut.reset();
    setLeaving(null);
  };
  const confirmSignOut = () => {
    if (!leaving) return;
    signOut.mutate(leaving.id, {
      onSuccess: () => {
        toast.success(t('sessionSignedOut'));
        closeSignOut();
      },
    });
  };
  const confirmEverywhere = () => {
    // This browser's session is gone too: log out here the way Logout does. A 401 means it was
    // already gone (signed out from another browser): logged out either way.
    everywhere.mutate(undefined, {
      onSuccess: () => void endSession(),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) void endSession();
      },
    });
  };

  const action = list.length > 0 && (
    <Button variant="secondary" size="sm" onClick={() => setConfirmingEverywhere(true)}>
      <LogOut className="size-4" aria-hidden="true" />
      {t('signOutEverywhere')}
    </Button>
  );
  return (
    <SectionCard title={t('sessionsTitle')} action={action}>
      <p className="-mt-2 mb-3 text-sm text-muted">{t('sessionsHint')}</p>
      {sessions.isPending && (
        <div className="space-y-3" aria-busy="true" aria-label={t('sessionsLoading')}>
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      )}
      {sessions.isError && (
        <LoadError
          layout="inline"
          message={t('sessionsFailed')}
          onRetry={() => void sessions.refetch()}
          isRetrying={sessions.isFetching}
          retryLabel={t('retry')}
        />
      )}
      {sessions.isSuccess && list.length === 0 && <p className="text-sm text-muted">{t('noSessions')}</p>}
      {list.length > 0 && (
        <ul>
          {list.map((session) => (
            <SessionRow key={session.id} session={session} name={nameOf(session)} onSignOut={() => setLeaving(session)} />
          ))}
        </ul>
      )}
      <ConfirmDialogView
        open={leaving !== null}
        onClose={closeSignOut}
        onConfirm={confirmSignOut}
        title={t('signOutTitle')}
        question={leaving ? t('signOutQuestion', { name: nameOf(leaving) }) : ''}
        isPending={signOut.isPending}
        error={signOut.isError ? t('signOutFailed') : null}
        labels={{ ...labels, confirm: t('signOut') }}
      />
      <ConfirmDialogView
        open={isConfirmingEverywhere}
        onClose={() => {
          everywhere.reset();
          setConfirmingEverywhere(false);
        }}
        onConfirm={confirmEverywhere}
        title={t('signOutEverywhereTitle')}
        question={t('signOutEverywhereQuestion')}
        isPending={everywhere.isPending}
        error={everywhere.isError ? t('signOutEverywhereFailed') : null}
        labels={{ ...labels, confirm: t('signOutEverywhere') }}
      />
    </SectionCard>
  );
}
