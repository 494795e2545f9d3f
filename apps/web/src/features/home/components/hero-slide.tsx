import type { CSSProperties, ReactNode, Ref } from 'react';
import { Info, Play } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HeroSlide as HeroSlideData } from '@ott/contract';
import { formatHoursMinutes, HERO_IMAGE_SIZES, HERO_TAP_BREAKPOINT_PX, type DurationUnits } from '@ott/contract';
import { paths } from '@/config/paths.ts';
import { SmartImage } from '@/ui/smart-image.tsx';
import { FourKBadge, VideoTypeBadge } from '@/ui/video-badges.tsx';
import { PAGE_GUTTER } from '@/ui/scroll-row.tsx';
import { cn } from '@/ui/cn.ts';
import { useDurationUnits } from '@/ui/duration.ts';

function heroMeta(slide: HeroSlideData, units: DurationUnits): string[] {
  return [slide.release_date?.slice(0, 4), formatHoursMinutes(slide.duration, units), slide.category_name].filter(
    (part): part is string => !!part,
  );
}

interface HeroSlideProps {
  slide: HeroSlideData;
  isActive: boolean;
  isFirst: boolean;
  /** Active or next to it: its backdrop loads now, so a swipe never reveals an empty slide. */
  isNear: boolean;
  /** Where the carousel places the slide (its position and any drag offset). */
  style: CSSProperties;
  slideRef: Ref<HTMLDivElement>;
  /** The promo video, on the active slide once it may play. */
  media?: ReactNode;
}

/** One hero slide: backdrop (and promo), gradients, badges, title, meta, description, Watch / More Info. */
export function HeroSlide({ slide, isActive, isFirst, isNear, style, slideRef, media }: HeroSlideProps) {
  const { t } = useTranslation('home');
  const units = useDurationUnits();
  const navigate = useNavigate();
  const movie = paths.movie(slide.video_id);

  // SPEC 4 'Hero carousel': on narrow screens a tap anywhere on the slide opens the movie.
  // The carousel swallows the click that ends a drag, so swipes do not count as taps.
  const onTap = (event: React.MouseEvent) => {
    if (window.innerWidth > HERO_TAP_BREAKPOINT_PX) return;
    if ((event.target as HTMLElement).closest('a,button')) return;
    void navigate(movie);
  };

  return (
    <div
      ref={slideRef}
      role="group"
      aria-roledescription="slide"
      aria-label={slide.title}
      inert={!isActive}
      onClick={onTap}
      style={style}
      data-active={isActive}
      className="absolute inset-0 cursor-pointer select-none will-change-transform md:cursor-grab"
    >
      <SmartImage
        src={slide.backdrop_url || slide.thumbnail_url || undefined}
        alt=""
        sizes={HERO_IMAGE_SIZES}
        loading={isFirst || isNear ? 'eager' : 'lazy'}
        fetchPriority={isFirst ? 'high' : 'auto'}
        draggable={false}
        className="absolute inset-0 size-full"
      />
      {media}
      <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-bg via-bg/35 to-black/30" />
      <div aria-hidden="true" className="absolute inset-0 hidden bg-gradient-to-r from-bg/95 via-bg/45 to-transparent md:block md:w-3/4" />

      <div className={cn('absolute inset-x-0 bottom-16 md:bottom-[24%] lg:bottom-[26%]', PAGE_GUTTER)}>
        <div className="max-w-xl">
          <div className="mb-3 flex items-center gap-2">
            <span className="text-[11px] font-bold uppercase tracking-[0.2em] text-brand-2">{t('featured')}</span>
            <VideoTypeBadge type={slide.video_type} />
            {slide.is_4k && <FourKBadge />}
          </div>
          <h2 className="line-clamp-3 text-3xl font-black leading-[1.05] tracking-tight text-white wrap-anywhere drop-shadow-lg sm:text-4xl md:text-5xl lg:text-6xl">
            {slide.title}
          </h2>
          <p className="mt-3 flex flex-wrap items-center gap-x-2 text-sm font-medium text-white/80">
            {heroMeta(slide, units).map((part, i) => (
              <span key={part} className="flex items-center gap-2">
                {i > 0 && <span aria-hidden="true" className="size-1 rounded-full bg-white/50" />}
                {part}
              </span>
            ))}
          </p>
          {slide.description && (
            <p className="mt-3 line-clamp-2 max-w-lg text-sm text-white/75 md:line-clamp-3 md:text-base">{slide.description}</p>
          )}
          <div className="mt-5 flex items-center gap-3">
            <Link
              to={movie}
              state={{ play: true }}
              className="inline-flex h-11 items-center gap-2 rounded-lg bg-white px-5 font-bold text-black shadow-lg transition hover:bg-white/85 md:h-12 md:px-7 md:text-lg"
            >
              <Play aria-hidden="true" className="size-5 fill-current" />
              {t('watch')}
            </Link>
            <Link
              to={movie}
              className="inline-flex h-11 items-center gap-2 rounded-lg bg-white/20 px-5 font-semibold text-white backdrop-blur-md transition hover:bg-white/30 md:h-12 md:px-7 md:text-lg"
            >
              <Info aria-hidden="true" className="size-5" />
              {t('moreInfo')}
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
