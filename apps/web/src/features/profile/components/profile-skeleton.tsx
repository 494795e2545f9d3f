import { Skeleton } from '@/ui/skeleton.tsx';

export function ProfileSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      <div className="flex flex-col items-center gap-4 md:flex-row">
        <Skeleton className="size-24 rounded-full" />
        <Skeleton className="h-8 w-48" />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-64 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
      <Skeleton className="h-48 rounded-2xl" />
    </div>
  );
}
