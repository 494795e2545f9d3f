// /admin/hero (editor): the home page's hero carousel — its slides in order with picture and title,
// moves up and down, the on/off switch, removal (confirmed), and adding a published title.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { AdminHeroSlide } from '@ott/contract';
import { LoadError } from '@/ui/load-error.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { heroSlidesQueryOptions, moved, useRemoveHeroSlide, useReorderHeroSlides, useToggleHeroSlide } from '../api/catalogue.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { HeroSlideRow } from '../components/hero-slide-row.tsx';
import { HeroTitleSearch } from '../components/hero-title-search.tsx';
import { refocusMove } from '../components/order-controls.tsx';
import { ScreenHeading } from '../components/screen-heading.tsx';
import { errorMessage, translateMessage } from '../lib/server-message.ts';

function RemoveSlideDialog({ slide, onClose }: { slide: AdminHeroSlide | null; onClose(): void }) {
  const { t } = useTranslation('admin');
  return (
    <ConfirmDialog
      open={slide !== null}
      onClose={onClose}
      title={t('heroRemoveTitle')}
      question={t('heroRemoveConfirm', { title: slide?.title ?? '' })}
      mutation={useRemoveHeroSlide()}
      variables={slide?.id ?? 0}
      labels={{ cancel: t('heroCancel'), confirm: t('heroRemove'), pending: t('heroRemoving') }}
    />
  );
}

export default function HeroScreen() {
  const { t } = useTranslation('admin');
  const list = useQuery(heroSlidesQueryOptions());
  const reorder = useReorderHeroSlides();
  const toggle = useToggleHeroSlide();
  const [removing, setRemoving] = useState<AdminHeroSlide | null>(null);
  const slides = list.data ?? [];
  const move = (index: number, step: -1 | 1) => {
    const slide = slides[index];
    if (!slide || reorder.isPending) return;
    reorder.mutate(
      moved(slides, index, step).map((s) => s.id),
      { onError: (err) => toast.error(errorMessage(t, err)) },
    );
    refocusMove(`slide-${slide.id}`, step);
  };
  const setActive = (slide: AdminHeroSlide, isActive: boolean) =>
    toggle.mutate(
      { id: slide.id, isActive },
      {
        onSuccess: (result) => toast.success(translateMessage(t, (result as { message?: string }).message)),
        onError: (err) => toast.error(errorMessage(t, err)),
      },
    );
  return (
    <>
      <ScreenHeading title={t('heroTitle')} intro={t('heroIntro')} />
      <section aria-labelledby="hero-slides" className="mb-8">
        <h2 id="hero-slides" className="mb-4 text-lg font-semibold">
          {t('heroList')}
        </h2>
        {list.isPending && <Skeleton className="h-48 rounded-2xl" />}
        {list.isError && <LoadError message={t('loadFailed')} onRetry={() => void list.refetch()} isRetrying={list.isFetching} />}
        {list.data && slides.length === 0 && <p className="rounded-2xl bg-surface p-6 text-center text-muted ring-1 ring-white/10">{t('heroNone')}</p>}
        {slides.length > 0 && (
          <ol aria-labelledby="hero-slides" aria-busy={reorder.isPending || undefined} className="grid gap-3">
            {slides.map((slide, index) => (
              <HeroSlideRow
                key={slide.id}
                slide={slide}
                position={index + 1}
                total={slides.length}
                busy={toggle.isPending}
                onMove={(step) => move(index, step)}
                onToggle={(isActive) => setActive(slide, isActive)}
                onRemove={() => setRemoving(slide)}
              />
            ))}
          </ol>
        )}
      </section>
      <HeroTitleSearch slideVideoIds={new Set(slides.map((s) => s.video_id))} />
      <RemoveSlideDialog slide={removing} onClose={() => setRemoving(null)} />
    </>
  );
}
