// Test-only: contract-shaped answers for the live streams screen, applied to an in-memory list as
// the server would (render-catalogue.tsx adds them to the catalogue's stub).
import { ADMIN_CATALOGUE_MESSAGES, ADMIN_LIVE_MESSAGES, API, type AdminLiveStream, type LiveSourceTitle } from '@ott/contract';
import type { Routes } from '@/testing/api-stub.ts';

export interface LiveState {
  live?: AdminLiveStream[];
  /** Titles with a ready film, for the own channel's picker. */
  loopable?: LiveSourceTitle[];
}

export const makeLiveStream = (overrides: Partial<AdminLiveStream> = {}): AdminLiveStream => ({
  id: 1,
  title: 'Telugu News 24x7',
  description: 'Breaking news',
  source: 'live/demo-channel/master.m3u8',
  source_is_own_media: true,
  source_video_id: null,
  source_video_title: null,
  thumbnail_url: null,
  thumbnail: null,
  is_important: true,
  is_active: true,
  is_premium: false,
  sort_order: 1,
  category_id: 1,
  category_name: 'Movies',
  ...overrides,
});

const error = (status: number, message: string) => ({ status, body: { status: 'error', message } });

export function liveStreamRoutes(state: LiveState): Routes {
  const streams = () => state.live ?? [];
  return {
    [`GET ${API.adminLiveStreams}`]: () => ({ body: { status: 'success', data: streams() } }),
    [`GET ${API.adminLiveSourceTitles}`]: (call) => {
      const q = (call.query.get('q') ?? '').toLowerCase();
      return { body: { status: 'success', data: (state.loopable ?? []).filter((row) => row.title.toLowerCase().includes(q)) } };
    },
    [`POST ${API.adminLiveStreams}`]: (call) => {
      const body = call.body as { title: string; live_url?: string; source_video_id?: number; category_id: number; is_premium?: boolean };
      const looped = (state.loopable ?? []).find((row) => row.id === body.source_video_id);
      if (looped && looped.video_type !== 'free' && !body.is_premium) return error(400, ADMIN_LIVE_MESSAGES.paidTitleNeedsPremium);
      const id = 300 + streams().length;
      const source = looped
        ? { source: `live/streams/${id}/master.m3u8`, source_is_own_media: true, source_video_id: looped.id, source_video_title: looped.title }
        : { source: body.live_url ?? '', source_is_own_media: false };
      const stream = makeLiveStream({ id, title: body.title, ...source, is_important: false, category_id: body.category_id, sort_order: streams().length + 1 });
      state.live = [...streams(), stream];
      return { body: { status: 'success', message: ADMIN_LIVE_MESSAGES.streamCreated, stream } };
    },
    [`PUT ${API.adminLiveStreamsOrder}`]: (call) => {
      const { ids } = call.body as { ids: number[] };
      if (ids.length !== streams().length || !streams().every((s) => ids.includes(s.id))) return error(400, ADMIN_CATALOGUE_MESSAGES.reorderMismatch);
      state.live = ids.map((id, i) => ({ ...streams().find((s) => s.id === id)!, sort_order: i + 1 }));
      return { body: { status: 'success', message: ADMIN_LIVE_MESSAGES.orderSaved, data: state.live } };
    },
    [`PATCH /api/admin/live-streams/:id/`]: (call) => {
      const id = Number(call.params.id);
      const body = call.body as Partial<AdminLiveStream> & { live_url?: string };
      const current = streams().find((s) => s.id === id);
      if (!current) return error(404, ADMIN_LIVE_MESSAGES.streamNotFound);
      if (body.is_premium === true && current.source_is_own_media && !current.source.startsWith('protected/') && body.live_url === undefined) {
        return error(400, ADMIN_LIVE_MESSAGES.premiumNeedsProtectedSource);
      }
      const { live_url, source_video_id, ...rest } = body as typeof body & { source_video_id?: number };
      const looped = (state.loopable ?? []).find((row) => row.id === source_video_id);
      const source = live_url
        ? { source: live_url, source_is_own_media: false, source_video_id: null, source_video_title: null }
        : looped
          ? { source: `live/streams/${id}/master.m3u8`, source_is_own_media: true, source_video_id: looped.id, source_video_title: looped.title }
          : {};
      state.live = streams().map((s) => (s.id === id ? { ...s, ...rest, ...source } : s));
      return { body: { status: 'success', message: ADMIN_LIVE_MESSAGES.saved, stream: state.live.find((s) => s.id === id) } };
    },
    [`POST /api/admin/live-streams/:id/thumbnail/`]: (call) => {
      const id = Number(call.params.id);
      state.live = streams().map((s) => (s.id === id ? { ...s, thumbnail: `art/live/${id}/uploads/abc.jpg`, thumbnail_url: `/media/art/live/${id}/uploads/abc.jpg` } : s));
      return { body: { status: 'success', message: ADMIN_LIVE_MESSAGES.thumbnailSaved, stream: state.live.find((s) => s.id === id) } };
    },
  };
}
