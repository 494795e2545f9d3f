-- Issue 17.5 at scale (docs/benchmarks.md): the dashboard's monthly per-title rollup (dashboard_title_months; dashboard_months marks the months written), and covering indexes for its live subscription figures.

CREATE TABLE "dashboard_months" (
	"month" text PRIMARY KEY NOT NULL,
	"rolled_up_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_title_months" (
	"month" text NOT NULL,
	"video_id" integer NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"watch_seconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_title_months_month_video_id_pk" PRIMARY KEY("month","video_id")
);
--> statement-breakpoint
DROP INDEX "subscription_grants_user";--> statement-breakpoint
DROP INDEX "users_subscription_end";--> statement-breakpoint
ALTER TABLE "dashboard_title_months" ADD CONSTRAINT "dashboard_title_months_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_id_subscription_end" ON "users" USING btree ("id","subscription_end");--> statement-breakpoint
CREATE INDEX "subscription_grants_user" ON "subscription_grants" USING btree ("user_id","starts_at","ends_at","id");--> statement-breakpoint
CREATE INDEX "users_subscription_end" ON "users" USING btree ("subscription_end","subscription_start");