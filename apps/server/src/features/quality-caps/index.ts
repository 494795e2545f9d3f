// Quality per plan (issue 18.2): a viewer is handed the manifest of their cap (their plan's
// max_video_height, or FREE_MAX_VIDEO_HEIGHT), written beside the full one by the packaging steps
// (features/media/capped-manifests.ts) and backfilled at start-up for titles packaged before.
export { backfillCappedManifests } from './backfill-capped-manifests.ts';
export { manifestPathForCap } from './manifest-for-viewer.ts';
export { forgetPlanVideoHeights, planVideoHeight } from './plan-video-heights.ts';
