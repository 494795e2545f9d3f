-- Issue 18: plans carry the promises they make (streams at once, top quality, downloads), and the viewer's player choices are kept on the server. The seeded Standard and Premium plans (SPEC 9 ids 2 and 3) get what their features say.

CREATE TABLE "viewer_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"audio_language" text,
	"subtitle_language" text,
	"quality" text,
	"autoplay_next" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "max_streams" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "max_video_height" integer DEFAULT 720 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "download_limit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "viewer_preferences" ADD CONSTRAINT "viewer_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
UPDATE "plans" SET "max_streams" = 2, "max_video_height" = 1080 WHERE "id" = 2;--> statement-breakpoint
UPDATE "plans" SET "max_streams" = 2, "max_video_height" = 2160, "download_limit" = 25 WHERE "id" = 3;
