// A title's skip markers (issue 18.5): read, and replaced whole under the title row's lock after the
// contract's checks (start before end, within the running time, no overlap of one kind), with the
// audit row in the same transaction.
import { asc, eq } from 'drizzle-orm';
import { ADMIN_TITLE_MESSAGES, skipMarkersProblem, type SkipMarker, type SkipMarkerKind, type UpdateMarkersBody } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { titleMarkers, videos } from '../../lib/db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Queryable } from '../auth/index.ts';
import { recordAudit, type AuditActor } from '../admin/index.ts';

const describe = (markers: readonly SkipMarker[]) => markers.map((m) => `${m.kind} ${m.start}-${m.end}`);

async function readMarkers(tx: Queryable, videoId: number): Promise<SkipMarker[]> {
  const rows = await tx
    .select()
    .from(titleMarkers)
    .where(eq(titleMarkers.videoId, videoId))
    .orderBy(asc(titleMarkers.startMs), asc(titleMarkers.id));
  return rows.map((r) => ({ kind: r.kind as SkipMarkerKind, start: r.startMs / 1000, end: r.endMs / 1000 }));
}

export async function loadMarkers(db: Database, videoId: number): Promise<{ duration: number; markers: SkipMarker[] }> {
  const [video] = await db.select({ duration: videos.duration }).from(videos).where(eq(videos.id, videoId));
  if (!video) throw notFound(ADMIN_TITLE_MESSAGES.titleNotFound);
  return { duration: video.duration, markers: await readMarkers(db, videoId) };
}

export async function replaceMarkers(db: Database, actor: AuditActor, videoId: number, body: UpdateMarkersBody): Promise<void> {
  await db.transaction(async (tx) => {
    const [video] = await tx.select({ duration: videos.duration }).from(videos).where(eq(videos.id, videoId)).for('update');
    if (!video) throw notFound(ADMIN_TITLE_MESSAGES.titleNotFound);
    const markers = [...body.markers].sort((a, b) => a.start - b.start);
    const problem = skipMarkersProblem(markers, video.duration);
    if (problem) throw badRequest(problem, { markers: [problem] });
    const before = await readMarkers(tx, videoId);
    if (JSON.stringify(describe(before)) === JSON.stringify(describe(markers))) return;
    await tx.delete(titleMarkers).where(eq(titleMarkers.videoId, videoId));
    if (markers.length > 0) {
      await tx.insert(titleMarkers).values(
        markers.map((m) => ({ videoId, kind: m.kind, startMs: Math.round(m.start * 1000), endMs: Math.round(m.end * 1000) })),
      );
    }
    await recordAudit(tx, actor, {
      action: 'title.markers_update',
      targetType: 'title',
      targetId: videoId,
      before: { markers: describe(before) },
      after: { markers: describe(markers) },
    });
  });
}
