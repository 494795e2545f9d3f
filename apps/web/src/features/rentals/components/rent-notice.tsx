import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';

/** A short message with a way back to the movie (title not for rent, or already watchable). */
export function RentNotice({ videoId, message, linkLabel }: { videoId: number; message: string; linkLabel: string }) {
  return (
    <div className="rounded-xl bg-surface-2 px-5 py-4 text-center ring-1 ring-white/10 md:text-left">
      <p className="text-sm text-white/90">{message}</p>
      <Link to={paths.movie(videoId)} className="mt-2 inline-block text-sm font-semibold text-gold hover:underline">
        {linkLabel}
      </Link>
    </div>
  );
}
