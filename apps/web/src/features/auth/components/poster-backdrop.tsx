// The cinematic background of the sign-in screens: a tilted, blurred wall of posters under dark
// gradients, or gradient tiles when no posters are available.
import { useBackdropPosters } from '../api/get-backdrop-posters.ts';

const TILE_COUNT = 32;

export function PosterBackdrop() {
  const { data: posters = [] } = useBackdropPosters();
  const tiles = Array.from({ length: TILE_COUNT }, (_, i) => (posters.length ? posters[i % posters.length] : null));
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      <div className="absolute -inset-x-1/4 -inset-y-1/4 grid rotate-[-10deg] grid-cols-4 gap-3 opacity-55 blur-[2px] sm:grid-cols-6 lg:grid-cols-8">
        {tiles.map((src, i) =>
          src ? (
            <img key={i} src={src} alt="" loading="lazy" decoding="async" className="aspect-[2/3] w-full rounded-xl object-cover" />
          ) : (
            <div
              key={i}
              className="aspect-[2/3] w-full rounded-xl bg-gradient-to-br from-surface-2 to-surface"
              style={{ opacity: 0.35 + ((i * 37) % 60) / 100 }}
            />
          ),
        )}
      </div>
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(229,9,20,0.28),transparent_60%)]" />
      <div className="absolute inset-0 bg-gradient-to-b from-bg/75 via-bg/60 to-bg" />
    </div>
  );
}
