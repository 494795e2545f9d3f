import { Skeleton } from '@/ui/skeleton.tsx';

/** The card's shape while the referral information loads. */
export function ReferralCardSkeleton() {
  return (
    <div className="mt-5 grid gap-5 lg:grid-cols-[1fr_auto]" aria-busy="true">
      <div className="space-y-4">
        <Skeleton className="h-24 rounded-xl" />
        <div className="flex gap-3">
          <Skeleton className="h-11 flex-1 sm:w-36 sm:flex-none" />
          <Skeleton className="h-11 flex-1 sm:w-36 sm:flex-none" />
        </div>
        <Skeleton className="h-20 rounded-xl" />
        <Skeleton className="h-32 rounded-xl" />
      </div>
      <Skeleton className="mx-auto h-64 w-52 rounded-xl" />
    </div>
  );
}
