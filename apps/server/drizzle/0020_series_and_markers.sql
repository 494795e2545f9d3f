-- Issue 18 points 4 and 5: series with seasons, whose episodes are rows of videos (series, season and episode number, one per number in a season), and operator-set skip markers per title.

CREATE TABLE "series" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_latin" text,
	"description" text DEFAULT '' NOT NULL,
	"category_id" integer,
	"thumbnail_url" text,
	"portrait_thumbnail_url" text,
	"poster_url" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"series_id" integer NOT NULL,
	"number" integer NOT NULL,
	"title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seasons_number_positive" CHECK ("seasons"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "title_markers" (
	"id" serial PRIMARY KEY NOT NULL,
	"video_id" integer NOT NULL,
	"kind" text NOT NULL,
	"start_ms" integer NOT NULL,
	"end_ms" integer NOT NULL,
	CONSTRAINT "title_markers_range" CHECK ("title_markers"."start_ms" >= 0 and "title_markers"."start_ms" < "title_markers"."end_ms")
);
--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_markers" ADD CONSTRAINT "title_markers_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "series_status_created" ON "series" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_series_number" ON "seasons" USING btree ("series_id","number");--> statement-breakpoint
CREATE INDEX "title_markers_video" ON "title_markers" USING btree ("video_id");--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "season_number" integer;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "episode_number" integer;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_season_fk" FOREIGN KEY ("series_id","season_number") REFERENCES "public"."seasons"("series_id","number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_episode_fields" CHECK (("videos"."series_id" is null and "videos"."season_number" is null and "videos"."episode_number" is null) or ("videos"."series_id" is not null and "videos"."season_number" is not null and "videos"."episode_number" is not null));--> statement-breakpoint
CREATE UNIQUE INDEX "videos_series_episode" ON "videos" USING btree ("series_id","season_number","episode_number");
