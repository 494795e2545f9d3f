// GET /api/regional-videos/by_location/?village_id|mandal_id|constituency_id|district_id|state_id
// (the most specific one wins; none: every regional video) and GET /api/frontend/videos/?village_id
// (drill-down; each video also carries `name`), SPEC 7 'Content'. Both {status:'success', data},
// in the catalogue's Video shape: stream URLs only for viewers entitled to play (ARCHITECTURE 6).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  ErrorResponse,
  FrontendVideosQuery,
  FrontendVideosResponse,
  RegionalVideosQuery,
  RegionalVideosResponse,
} from '@ott/contract';
import { sendJson } from '../../lib/http/etag.ts';
import { isPersonalised, loadViewerForList, presentVideo } from '../catalogue/index.ts';
import { mostSpecific, regionalVideoBases } from './regional-videos.ts';

/** A village rarely has more; the drill-down shows all of them. */
const VILLAGE_VIDEOS_LIMIT = 100;

export async function regionalVideosRoutes(app: FastifyInstance) {
  const { db, cache, config } = app.deps;
  const source = { db, cache, mediaBaseUrl: config.mediaBaseUrl };
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    API.regionalVideosByLocation,
    {
      schema: {
        querystring: RegionalVideosQuery,
        response: { 200: RegionalVideosResponse, 400: ErrorResponse },
        tags: ['regions', 'content'],
      },
    },
    async (req, reply) => {
      const bases = await regionalVideoBases(source, mostSpecific(req.query));
      const viewer = await loadViewerForList(db, req.auth);
      const body = { status: 'success', data: bases.map((base) => presentVideo(base, viewer, config)) };
      return sendJson(req, reply, body, { visibility: isPersonalised(viewer) ? 'private' : 'public', varyOnViewer: true });
    },
  );

  typed.get(
    API.frontendVideos,
    {
      schema: {
        querystring: FrontendVideosQuery,
        response: { 200: FrontendVideosResponse, 400: ErrorResponse },
        tags: ['regions', 'content'],
      },
    },
    async (req, reply) => {
      const target = { level: 'village_id' as const, id: req.query.village_id };
      const bases = await regionalVideoBases(source, target, VILLAGE_VIDEOS_LIMIT);
      const viewer = await loadViewerForList(db, req.auth);
      const data = bases.map((base) => ({ ...presentVideo(base, viewer, config), name: base.title }));
      return sendJson(req, reply, { status: 'success', data }, {
        visibility: isPersonalised(viewer) ? 'private' : 'public',
        varyOnViewer: true,
      });
    },
  );
}
