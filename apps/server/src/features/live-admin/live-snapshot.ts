// What the audit log keeps of a live stream before and after a change (long text shortened).
import type { liveStreams } from '../../lib/db/schema.ts';
import type { AuditSnapshot } from '../admin/index.ts';

const short = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}…` : text);

export const liveSnapshot = (s: typeof liveStreams.$inferSelect): AuditSnapshot => ({
  id: s.id,
  title: s.title,
  description: short(s.description),
  live_url: s.liveUrl,
  source_video_id: s.sourceVideoId,
  thumbnail: s.thumbnail,
  category_id: s.categoryId,
  is_important: s.isImportant,
  is_active: s.isActive,
  is_premium: s.isPremium,
  sort_order: s.sortOrder,
});
