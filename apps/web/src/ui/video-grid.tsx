// A responsive grid of portrait cards for whole-page lists (search results, category pages,
// premium/free lists): two ~170 px columns on a 390 px phone (SPEC 9's 160x240 cards, grown to fill
// the row) up to seven on a wide desktop. Badges and the meta line are the caller's choice.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Video } from '@ott/contract';
import { paths } from '@/config/paths.ts';
import { cn } from './cn.ts';
import { posterImageOf, type PosterVideo } from './poster-card.tsx';
import { Skeleton } from './skeleton.tsx';
import { SmartImage } from './smart-image.tsx';

const GRID = 'grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 md:grid-cols-4 md:gap-x-5 lg:grid-cols-5 xl:grid-cols-6 2xl:grid-cols-7';

export function VideoGrid({ children, className, label }: { children: ReactNode; className?: string; label?: string }) {
  return (
    <ul aria-label={label} className={cn(GRID, className)}>
      {children}
    </ul>
  );
}

export interface VideoGridCardProps {
  video: PosterVideo & Pick<Video, 'title'>;
  /** Badges over the poster's top-left and top-right corners. */
  topLeft?: ReactNode;
  topRight?: ReactNode;
  /** A small label at the end of the line under the title (e.g. a duration); never over the
   * poster, whose artwork carries its own caption at the bottom. */
  trailing?: ReactNode;
  meta?: string;
  /** Runs before the link navigates (e.g. to save the screen's state). */
  onOpen?: () => void;
}

export function VideoGridCard({ video, topLeft, topRight, trailing, meta, onOpen }: VideoGridCardProps) {
  return (
    <li>
      <Link to={paths.movie(video.id)} onClick={onOpen} className="group block rounded-xl outline-offset-4">
        <div className="relative aspect-[2/3] overflow-hidden rounded-xl bg-surface shadow-lg shadow-black/40 ring-1 ring-white/5 transition duration-300 group-hover:-translate-y-1 group-hover:ring-white/25 group-focus-visible:ring-white/40">
          <SmartImage
            src={posterImageOf(video)}
            alt=""
            width={320}
            height={480}
            sizes="(min-width: 1536px) 15vw, (min-width: 1280px) 17vw, (min-width: 1024px) 20vw, (min-width: 768px) 25vw, (min-width: 640px) 33vw, 50vw"
            className="absolute inset-0 size-full transition-transform duration-500 group-hover:scale-105"
          />
          <div className="pointer-events-none absolute inset-x-0 bottom-0 h-20 bg-gradient-to-t from-black/75 to-transparent" />
          {topLeft && <div className="absolute left-2 top-2 flex flex-col items-start gap-1">{topLeft}</div>}
          {topRight && <div className="absolute right-2 top-2 flex flex-col items-end gap-1">{topRight}</div>}
        </div>
        <h3 className="mt-2 truncate text-sm font-medium text-white/90 group-hover:text-white" title={video.title}>
          {video.title}
        </h3>
        {(meta || trailing) && (
          <div className="mt-0.5 flex items-center justify-between gap-2">
            <p className="min-w-0 truncate text-xs text-muted">{meta}</p>
            {trailing && <span className="shrink-0">{trailing}</span>}
          </div>
        )}
      </Link>
    </li>
  );
}

export function VideoGridSkeleton({ count = 12, className }: { count?: number; className?: string }) {
  return (
    <div aria-hidden="true" className={cn(GRID, className)}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i}>
          <Skeleton className="aspect-[2/3] w-full rounded-xl" />
          <Skeleton className="mt-2 h-3.5 w-3/4" />
          <Skeleton className="mt-1.5 h-3 w-1/3" />
        </div>
      ))}
    </div>
  );
}
