// /player (SPEC 2.1): plays `?src=` (with `?video=`, the catalogue id) or the router state a caller passes (videoUrl, videoType,
// title, poster, trickPlayUrl) with the same lazily loaded player the movie page uses.
import { Suspense } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { Button } from '@/ui/button.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { LazyVideoPlayer } from '../components/video-player-loader.ts';
import type { StreamKind } from '../engine/types.ts';
import { useScrollLock } from '../hooks/use-scroll-lock.ts';
import '../i18n.ts';

interface PlayerRouteState {
  videoUrl?: string;
  videoType?: string;
  title?: string;
  poster?: string;
  /** The title's seek-bar thumbnails (Video trick_play_url). */
  trickPlayUrl?: string | null;
  /** The catalogue video (also `?video=`): a paid or rental one holds one of the plan's streams (issue 18.1). */
  videoId?: number;
}

const KINDS: readonly string[] = ['hls', 'dash', 'mp4'] satisfies StreamKind[];

/** Only web addresses play: same-origin paths or http(s) URLs, never javascript:/data: tricks. */
function asPlayableUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const { protocol } = new URL(value, window.location.href);
    return protocol === 'https:' || protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
}

/** A catalogue id: a whole positive number, else none. */
function asVideoId(value: string | number | null | undefined): number | undefined {
  const id = Number(value);
  return value !== null && value !== undefined && value !== '' && Number.isInteger(id) && id > 0 ? id : undefined;
}

function asKind(value: string | null | undefined): StreamKind | undefined {
  return value && KINDS.includes(value) ? (value as StreamKind) : undefined;
}

export function Component() {
  const { t } = useTranslation('player');
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  useScrollLock(true);
  const state = (location.state ?? {}) as PlayerRouteState;
  const source = asPlayableUrl(params.get('src') ?? state.videoUrl);
  const kind = asKind(params.get('type') ?? state.videoType);
  const title = params.get('title') ?? state.title;
  const videoId = asVideoId(params.get('video') ?? state.videoId);
  const close = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(paths.home, { replace: true });
  };

  return (
    <main className="fixed inset-0 z-[100] bg-black">
      <h1 className="sr-only">{title ?? t('player')}</h1>
      {source ? (
        <Suspense
          fallback={
            <div className="flex size-full items-center justify-center">
              <Spinner className="size-14 border-4" label={t('loading')} />
            </div>
          }
        >
          <LazyVideoPlayer
            source={source}
            kind={kind}
            title={title}
            poster={state.poster}
            trickPlayUrl={asPlayableUrl(state.trickPlayUrl)}
            videoId={videoId}
            autoplay
            onClose={close}
          />
        </Suspense>
      ) : (
        <div className="flex size-full flex-col items-center justify-center gap-4 text-center">
          <p className="text-white/80">{t('noSource')}</p>
          <Button variant="secondary" onClick={close}>
            {t('goBack')}
          </Button>
        </div>
      )}
    </main>
  );
}
