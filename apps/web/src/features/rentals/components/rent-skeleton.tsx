import { Skeleton } from '@/ui/skeleton.tsx';

export function RentSkeleton() {
  return (
    <div className="flex flex-col gap-6 md:flex-row md:gap-10" aria-busy="true">
      <Skeleton className="mx-auto aspect-[2/3] w-36 shrink-0 rounded-xl md:mx-0 md:w-60" />
      <div className="flex flex-1 flex-col gap-4">
        <Skeleton className="mx-auto h-8 w-2/3 md:mx-0" />
        <Skeleton className="mx-auto h-6 w-32 md:mx-0" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    </div>
  );
}
