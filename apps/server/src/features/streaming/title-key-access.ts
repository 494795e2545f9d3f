// Who gets an ingested title's AES-128 key (issue 15.3): the same viewers who may play the title
// (a subscriber; for a rental, also a viewer with an active rental of it), and operators who may
// edit the catalogue, for the console's preview player. The key id is the videos row's media_key_id.
import { eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/client.ts';
import { videos } from '../../lib/db/schema.ts';
import type { AuthContext } from '../../lib/http/session-context.ts';
import { canAct, loadOperatorRoles } from '../admin/operator-roles.ts';
import { hasActiveRental } from '../rentals/index.ts';
import { canReceiveContentKeys } from './drm-entitlement.ts';

export type TitleKeyAccess = 'granted' | 'refused' | 'unknown';

export async function titleKeyAccess(
  deps: { db: Database; adminPhones: readonly string[] },
  auth: AuthContext,
  keyId: string,
): Promise<TitleKeyAccess> {
  const [title] = await deps.db
    .select({ id: videos.id, videoType: videos.videoType })
    .from(videos)
    .where(eq(videos.mediaKeyId, keyId))
    .limit(1);
  if (!title) return 'unknown';
  if (canReceiveContentKeys(auth)) return 'granted';
  if (title.videoType === 'rental' && (await hasActiveRental(deps.db, auth.user.id, title.id))) return 'granted';
  const roles = await loadOperatorRoles(deps.db, auth.user, deps.adminPhones);
  return canAct(roles, ['editor']) ? 'granted' : 'refused';
}
