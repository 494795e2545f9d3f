-- Ingest (issue 15): a title's upload and transcode (title_ingests), the pictures it offers as artwork
-- (title_images), its subtitle files (title_subtitles), and the videos columns for publishing, audio
-- languages, trick-play and the protected key id.
CREATE TABLE "title_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"video_id" integer NOT NULL,
	"path" text NOT NULL,
	"kind" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "title_ingests" (
	"video_id" integer PRIMARY KEY NOT NULL,
	"upload_id" text NOT NULL,
	"source_name" text,
	"source_bytes" bigint,
	"state" text NOT NULL,
	"step" text,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"attempt" integer DEFAULT 0 NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"output_dir" text,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "title_ingests_state" CHECK ("title_ingests"."state" in ('uploading', 'queued', 'running', 'done', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "title_subtitles" (
	"id" serial PRIMARY KEY NOT NULL,
	"video_id" integer NOT NULL,
	"language" text NOT NULL,
	"label" text NOT NULL,
	"source_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "audio_languages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "trick_play_path" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "media_key_id" text;--> statement-breakpoint
ALTER TABLE "title_images" ADD CONSTRAINT "title_images_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_ingests" ADD CONSTRAINT "title_ingests_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_subtitles" ADD CONSTRAINT "title_subtitles_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "title_images_path" ON "title_images" USING btree ("video_id","path");--> statement-breakpoint
CREATE INDEX "title_ingests_state" ON "title_ingests" USING btree ("state","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "title_subtitles_language" ON "title_subtitles" USING btree ("video_id","language");--> statement-breakpoint
CREATE INDEX "videos_status_created" ON "videos" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "videos_publish_due" ON "videos" USING btree ("publish_at") WHERE "videos"."status" = 'scheduled';--> statement-breakpoint
CREATE UNIQUE INDEX "videos_media_key" ON "videos" USING btree ("media_key_id");