// Where a successful plan payment lands (SPEC 2.8, 2.12): back to what the user was watching when
// the plans screen got a `redirect` (or `video_id`), else the profile.
import { paths } from '@/config/paths.ts';
import { safePath } from './safe-path.ts';

export function afterPaymentTarget(redirect: string | null, videoId: string | null): string {
  const target = safePath(redirect);
  if (target) return target;
  if (videoId && /^\d+$/.test(videoId)) return paths.movie(videoId);
  return paths.profile;
}
