import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Video } from '@ott/contract';
import { PosterCard, PosterCardSkeleton } from '@/ui/poster-card.tsx';
import { ScrollRow } from '@/ui/scroll-row.tsx';
import { useDeferredQueryData } from '@/lib/use-deferred-query.ts';

const SKELETON_COUNT = 8;

/**
 * A home row of poster cards (SPEC 2.3): skeletons while loading; a failed or empty list hides
 * the row rather than showing an error (the home page degrades quietly).
 */
export function VideoSection({
  title,
  query,
  badge,
  viewAllTo,
  showTypeBadge = true,
}: {
  title: string;
  query: Pick<UseQueryResult<Video[]>, 'data' | 'isPending'>;
  badge?: ReactNode;
  viewAllTo?: string;
  showTypeBadge?: boolean;
}) {
  const { t } = useTranslation();
  const { data, isPending } = useDeferredQueryData(query);
  if (!isPending && !data?.length) return null;
  return (
    <ScrollRow
      title={title}
      badge={badge}
      action={viewAllTo && <ViewAllLink to={viewAllTo} label={t('viewAll')} sectionTitle={title} />}
    >
      {isPending
        ? Array.from({ length: SKELETON_COUNT }, (_, i) => <PosterCardSkeleton key={`skeleton-${i}`} />)
        : data!.map((video) => <PosterCard key={video.id} video={video} showTypeBadge={showTypeBadge} />)}
    </ScrollRow>
  );
}

function ViewAllLink({ to, label, sectionTitle }: { to: string; label: string; sectionTitle: string }) {
  return (
    <Link
      to={to}
      aria-label={`${label}: ${sectionTitle}`}
      className="group inline-flex items-center gap-0.5 rounded-md text-sm font-semibold text-white/70 transition-colors hover:text-white"
    >
      {label}
      <ChevronRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
    </Link>
  );
}
