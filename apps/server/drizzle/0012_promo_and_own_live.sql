-- Issue 15.4: a title's promo clip upload and transcode (title_promos), and live streams that loop one of
-- our own titles (live_streams.source_video_id).
CREATE TABLE "title_promos" (
	"video_id" integer PRIMARY KEY NOT NULL,
	"source_path" text NOT NULL,
	"source_name" text,
	"state" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"attempt" integer DEFAULT 0 NOT NULL,
	"output_dir" text,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "title_promos_state" CHECK ("title_promos"."state" in ('queued', 'running', 'done', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "live_streams" ADD COLUMN "source_video_id" integer;--> statement-breakpoint
ALTER TABLE "title_promos" ADD CONSTRAINT "title_promos_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "title_promos_state" ON "title_promos" USING btree ("state","updated_at");--> statement-breakpoint
ALTER TABLE "live_streams" ADD CONSTRAINT "live_streams_source_video_id_videos_id_fk" FOREIGN KEY ("source_video_id") REFERENCES "public"."videos"("id") ON DELETE no action ON UPDATE no action;