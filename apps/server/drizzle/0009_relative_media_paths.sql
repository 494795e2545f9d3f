-- Issue 14: media the server owns is stored relative to the media origin ('art/video-7/poster.jpg',
-- 'demo/x/master.m3u8', 'creative/ad-2.jpg', 'protected/...'), never with a host or the '/media'
-- prefix the demo seed used to write; every URL is built per request from MEDIA_BASE_URL
-- (features/catalogue/asset-url.ts). Rewrites '/media/...' values in every media column (listed in
-- features/seed/media-columns.ts) and the popup's image and sound. Full URLs an operator pasted
-- stay as they are; users.profile_picture is not touched (profile pictures keep their own form).
UPDATE "videos" SET "thumbnail_url" = substr("thumbnail_url", 8) WHERE "thumbnail_url" LIKE '/media/%';
--> statement-breakpoint
UPDATE "videos" SET "portrait_thumbnail_url" = substr("portrait_thumbnail_url", 8) WHERE "portrait_thumbnail_url" LIKE '/media/%';
--> statement-breakpoint
UPDATE "videos" SET "poster_url" = substr("poster_url", 8) WHERE "poster_url" LIKE '/media/%';
--> statement-breakpoint
UPDATE "videos" SET "hls_path" = substr("hls_path", 8) WHERE "hls_path" LIKE '/media/%';
--> statement-breakpoint
UPDATE "videos" SET "dash_path" = substr("dash_path", 8) WHERE "dash_path" LIKE '/media/%';
--> statement-breakpoint
UPDATE "videos" SET "promo_hls_path" = substr("promo_hls_path", 8) WHERE "promo_hls_path" LIKE '/media/%';
--> statement-breakpoint
UPDATE "hero_slides" SET "backdrop_url" = substr("backdrop_url", 8) WHERE "backdrop_url" LIKE '/media/%';
--> statement-breakpoint
UPDATE "hero_slides" SET "promo_hls_path" = substr("promo_hls_path", 8) WHERE "promo_hls_path" LIKE '/media/%';
--> statement-breakpoint
UPDATE "live_streams" SET "live_url" = substr("live_url", 8) WHERE "live_url" LIKE '/media/%';
--> statement-breakpoint
UPDATE "live_streams" SET "thumbnail" = substr("thumbnail", 8) WHERE "thumbnail" LIKE '/media/%';
--> statement-breakpoint
UPDATE "advertisements" SET "video_file" = substr("video_file", 8) WHERE "video_file" LIKE '/media/%';
--> statement-breakpoint
UPDATE "advertisements" SET "banner_image" = substr("banner_image", 8) WHERE "banner_image" LIKE '/media/%';
--> statement-breakpoint
UPDATE "categories" SET "image" = substr("image", 8) WHERE "image" LIKE '/media/%';
--> statement-breakpoint
UPDATE "states" SET "image_url" = substr("image_url", 8) WHERE "image_url" LIKE '/media/%';
--> statement-breakpoint
UPDATE "districts" SET "image_url" = substr("image_url", 8) WHERE "image_url" LIKE '/media/%';
--> statement-breakpoint
UPDATE "constituencies" SET "image_url" = substr("image_url", 8) WHERE "image_url" LIKE '/media/%';
--> statement-breakpoint
UPDATE "mandals" SET "image_url" = substr("image_url", 8) WHERE "image_url" LIKE '/media/%';
--> statement-breakpoint
UPDATE "villages" SET "image_url" = substr("image_url", 8) WHERE "image_url" LIKE '/media/%';
--> statement-breakpoint
UPDATE "site_settings" SET "value" = jsonb_set("value", '{popupContent,imageUrl}', to_jsonb(substr("value" #>> '{popupContent,imageUrl}', 8))) WHERE "key" = 'popup' AND "value" #>> '{popupContent,imageUrl}' LIKE '/media/%';
--> statement-breakpoint
UPDATE "site_settings" SET "value" = jsonb_set("value", '{popupContent,soundUrl}', to_jsonb(substr("value" #>> '{popupContent,soundUrl}', 8))) WHERE "key" = 'popup' AND "value" #>> '{popupContent,soundUrl}' LIKE '/media/%';
