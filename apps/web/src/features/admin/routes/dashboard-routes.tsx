// /admin/dashboard (issue 17.5, every operator role): the screen is a chunk of its own, and its
// charting library a further one (components/dashboard-chart.tsx).
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/ui/spinner.tsx';

const DashboardScreen = lazy(() => import('./dashboard-route.tsx'));

export function DashboardRoute() {
  const { t } = useTranslation('admin');
  return (
    <Suspense fallback={<Spinner className="mx-auto mt-16 size-8" label={t('loadingScreen')} />}>
      <DashboardScreen />
    </Suspense>
  );
}
