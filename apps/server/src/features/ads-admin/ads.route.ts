// The console's ads (issue 17.4, editor role): GET and POST /api/admin/ads/, GET and PUT
// /api/admin/ads/{id}/, POST .../pause/ and .../resume/, POST .../banner-image/ (multipart `file`)
// and GET .../stats/?from=&to=. Every write is audited and drops the viewers' ads cache, so a pause
// or a new schedule reaches GET /api/ads/banner/ and the pre-roll list on the next request.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_ADS_API,
  ADMIN_ADS_ROUTES,
  ADS_ADMIN_MESSAGES as M,
  AdStatsQuery,
  AdStatsResponse,
  AdminAdListResponse,
  AdminAdResponse,
  CreateAdBody,
  IdParam,
  MAX_AD_IMAGE_BYTES,
  UpdateAdBody,
} from '@ott/contract';
import { errorResponses } from '../auth/index.ts';
import { auditActorOf, requireRole } from '../admin/index.ts';
import { invalidateAdsCache } from '../ads/index.ts';
import { readUploadForm } from '../../lib/http/read-upload-form.ts';
import { storeBannerImage } from './ad-banner.ts';
import { findAd, listAdminAds, loadAdminAd } from './ad-read.ts';
import { adStats } from './ad-stats.ts';
import { createAd, setAdActive, updateAd } from './ad-write.ts';

export function adsAdminRoutes(app: FastifyInstance) {
  const { deps } = app;
  const { db, config, cache } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const editor = requireRole('editor');
  const answer = async (id: number, message: string) => {
    await invalidateAdsCache(cache);
    return { status: 'success' as const, message, ad: await loadAdminAd(db, id, config.mediaBaseUrl) };
  };
  const one = { 200: AdminAdResponse, ...errorResponses };
  const schema = (summary: string) => ({ params: IdParam, response: one, tags: ['admin'], summary });

  api.get(
    ADMIN_ADS_API.ads,
    { preValidation: editor, schema: { response: { 200: AdminAdListResponse, ...errorResponses }, tags: ['admin'], summary: 'Every ad with its state and counts (editor role)' } },
    async () => ({ ads: await listAdminAds(db, config.mediaBaseUrl) }),
  );

  api.post(
    ADMIN_ADS_API.ads,
    { preValidation: editor, schema: { body: CreateAdBody, response: one, tags: ['admin'], summary: 'Create an ad, paused until its creative is ready (editor role)' } },
    async (req) => answer(await createAd(db, auditActorOf(req), req.body), M.adCreated),
  );

  api.get(ADMIN_ADS_ROUTES.ad, { preValidation: editor, schema: schema('One ad (editor role)') }, async (req) => ({
    status: 'success' as const,
    ad: await loadAdminAd(db, req.params.id, config.mediaBaseUrl),
  }));

  api.put(ADMIN_ADS_ROUTES.ad, { preValidation: editor, schema: { ...schema('Edit an ad (editor role)'), body: UpdateAdBody } }, async (req) => {
    await updateAd(db, auditActorOf(req), req.params.id, req.body);
    return answer(req.params.id, M.adSaved);
  });

  api.post(ADMIN_ADS_ROUTES.pause, { preValidation: editor, schema: schema('Pause an ad: viewers stop seeing it (editor role)') }, async (req) => {
    const { changed } = await setAdActive(db, auditActorOf(req), req.params.id, false);
    return answer(req.params.id, changed ? M.adPaused : M.adAlreadyPaused);
  });

  api.post(ADMIN_ADS_ROUTES.resume, { preValidation: editor, schema: schema('Resume an ad with a ready creative (editor role)') }, async (req) => {
    const { changed } = await setAdActive(db, auditActorOf(req), req.params.id, true);
    return answer(req.params.id, changed ? M.adResumed : M.adAlreadyRunning);
  });

  api.post(
    ADMIN_ADS_ROUTES.bannerImage,
    { preValidation: editor, schema: { ...schema('Upload a banner ad’s image, JPEG, PNG or WebP up to 5 MB (editor role)'), consumes: ['multipart/form-data'] } },
    async (req) => {
      // The ad first: an unknown id is a 404 before any bytes are read.
      await findAd(db, req.params.id);
      const { file } = await readUploadForm(req, MAX_AD_IMAGE_BYTES, M.imageTooLarge, M.imageMissing);
      await storeBannerImage(deps, auditActorOf(req), req.params.id, file!.data);
      return answer(req.params.id, M.imageUploaded);
    },
  );

  api.get(
    ADMIN_ADS_ROUTES.stats,
    {
      preValidation: editor,
      schema: { params: IdParam, querystring: AdStatsQuery, response: { 200: AdStatsResponse, ...errorResponses }, tags: ['admin'], summary: 'Impressions, clicks and CTR per India day (editor role)' },
    },
    async (req) => {
      await findAd(db, req.params.id);
      return adStats(db, req.params.id, req.query);
    },
  );
}
