import { Skeleton } from '@/ui/skeleton.tsx';

/** The details screen's shape while the referral information loads. */
export function ReferralDetailsSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      <div className="grid gap-3 sm:grid-cols-3">
        <Skeleton className="h-20 rounded-2xl" />
        <Skeleton className="h-20 rounded-2xl" />
        <Skeleton className="h-20 rounded-2xl" />
      </div>
      <div className="grid gap-4 md:grid-cols-[1fr_auto]">
        <Skeleton className="h-28 rounded-xl" />
        <Skeleton className="mx-auto h-64 w-52 rounded-xl" />
      </div>
      <Skeleton className="h-56 rounded-2xl" />
    </div>
  );
}
