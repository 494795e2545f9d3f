// Ads in the console (issue 17.4, editor role): create, edit, schedule, pause and resume ads, their
// creatives (a video over tus through the 'ad-transcode' job, a banner image through the picture
// upload) and impressions, clicks and click-through rate per ad and per India day.
import type { FastifyInstance } from 'fastify';
import { adUploadRoutes } from './ad-upload-server.ts';
import { adsAdminRoutes } from './ads.route.ts';

export async function adsAdminFeature(app: FastifyInstance) {
  adsAdminRoutes(app);
  adUploadRoutes(app);
}

export { runAdTranscode } from './ad-transcode-job.ts';
