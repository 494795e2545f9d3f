// /admin, the operator console (docs/decisions.md 'Operators and roles'): asks GET /api/admin/me/
// who this is. A visitor never gets here (RequireAuth in the router sends them to /login); an
// account without a role sees a polite notice with a way home; an operator gets the console.
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import { LoadError } from '@/ui/load-error.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { adminMeQueryOptions } from '../api/get-admin-me.ts';
import { ConsoleLayout } from '../components/console-layout.tsx';
import { ConsoleNotice } from '../components/console-notice.tsx';
import '../i18n.ts';

function NotOperator() {
  const { t } = useTranslation('admin');
  return (
    <main className="min-h-screen bg-bg pt-16 text-white">
      <ConsoleNotice title={t('notOperatorTitle')}>
        <p className="text-white/70">{t('notOperatorBody')}</p>
        <Link to={paths.home} className="inline-flex h-11 items-center rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-2">
          {t('goHome')}
        </Link>
      </ConsoleNotice>
    </main>
  );
}

export function Component() {
  const { t } = useTranslation('admin');
  const me = useQuery(adminMeQueryOptions());
  if (me.data) {
    return (
      <ConsoleLayout operator={me.data}>
        <Outlet context={me.data} />
      </ConsoleLayout>
    );
  }
  if (me.error instanceof ApiError && me.error.status === 403) return <NotOperator />;
  // A 401 ends the session (the shared client), and the route guard then goes to /login.
  if (me.isError && !(me.error instanceof ApiError && me.error.status === 401)) {
    return (
      <main className="min-h-screen bg-bg text-white">
        <LoadError layout="page" message={t('loadFailed')} onRetry={() => void me.refetch()} isRetrying={me.isFetching} link={{ to: paths.home, label: t('goHome') }} />
      </main>
    );
  }
  return (
    <main className="grid min-h-screen place-items-center bg-bg text-white">
      <Spinner className="size-8" label={t('checking')} />
    </main>
  );
}
