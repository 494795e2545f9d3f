// /admin/viewers/:id (support): everything about one viewer on one page (profile, plan, then the
// sections) and the actions. Ids the server cannot hold are answered like a missing viewer.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ViewerDetailResponse } from '@ott/contract';
import { ApiError } from '@/lib/api-client.ts';
import { LoadError } from '@/ui/load-error.tsx';
import { SectionCard } from '@/ui/section-card.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { viewerQueryOptions } from '../api/viewers.ts';
import { ConsoleNotice } from '../components/console-notice.tsx';
import { ViewerActions } from '../components/viewer-actions.tsx';
import { BlockedChip, ViewerPlan, viewerName } from '../components/viewer-plan.tsx';
import { ViewerSections } from '../components/viewer-sections.tsx';
import { formatConsoleTime } from '../lib/format-time.ts';

function Profile({ viewer }: { viewer: ViewerDetailResponse['viewer'] }) {
  const { t, i18n } = useTranslation('admin');
  const none = t('viewerNone');
  const rows: [string, ReactNode][] = [
    [t('viewerFieldPhone'), <span className="font-mono tabular-nums">{viewer.phone}</span>],
    [t('viewerFieldPlan'), <ViewerPlan subscription={viewer.subscription} />],
    [t('viewerFieldEmail'), viewer.email ?? none],
    [t('viewerFieldCode'), <span className="font-mono">{viewer.referral_code}</span>],
    [t('viewerFieldReferredBy'), viewer.referred_by ? <Link className="underline" to={`/admin/viewers/${viewer.referred_by.id}`}>{viewer.referred_by.phone}</Link> : none],
    [t('viewerFieldJoined'), formatConsoleTime(viewer.joined_at, i18n.language, 'short')],
    [t('viewerFieldAddress'), [viewer.address, viewer.village, viewer.mandal, viewer.pincode].filter(Boolean).join(', ') || none],
  ];
  if (viewer.operator_roles.length > 0) rows.push([t('viewerFieldRoles'), viewer.operator_roles.map((r) => t(`role_${r}`)).join(', ')]);
  return (
    <SectionCard title={t('viewerSectionProfile')}>
      {viewer.blocked_at && (
        <p role="status" className="mb-4 rounded-xl bg-red-500/15 p-3 text-sm text-red-100 ring-1 ring-red-400/40">
          {t('viewerBlockedSince', { date: formatConsoleTime(viewer.blocked_at, i18n.language, 'short'), reason: viewer.blocked_reason ?? none })}
        </p>
      )}
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs uppercase tracking-wide text-white/60">{label}</dt>
            <dd className="mt-0.5 break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}

export default function ViewerScreen() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const detail = useQuery(viewerQueryOptions(id));
  const missing = detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400);
  const viewer = detail.data?.viewer;
  return (
    <>
      <Link to="/admin/viewers" className="mb-4 inline-flex items-center gap-1.5 text-sm text-white/70 hover:text-white">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('viewerBack')}
      </Link>
      {detail.isPending && <Skeleton className="h-64 rounded-2xl" />}
      {missing && (
        <ConsoleNotice title={t('viewersTitle')}>
          <p className="text-white/70">{t('viewerNotFound')}</p>
        </ConsoleNotice>
      )}
      {detail.isError && !missing && <LoadError message={t('loadFailed')} onRetry={() => void detail.refetch()} isRetrying={detail.isFetching} />}
      {detail.data && viewer && (
        <>
          <header className="mb-6 flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold md:text-3xl">{viewerName(viewer) || viewer.phone}</h1>
            {viewer.blocked_at && <BlockedChip />}
          </header>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <Profile viewer={viewer} />
            <ViewerActions key={viewer.id} viewer={viewer} />
          </div>
          <div className="mt-4">
            <ViewerSections detail={detail.data} />
          </div>
        </>
      )}
    </>
  );
}
