-- Issue 17 (operator console, part 2): payments and refunds (sandbox_refunds, refund retries), the withdrawals queue (approval), code batches and bonus level history, ad creatives (ad_ingests) and stats, dashboard rollups, and the viewer search indexes.

CREATE TABLE "ad_ingests" (
	"ad_id" integer PRIMARY KEY NOT NULL,
	"upload_id" text NOT NULL,
	"source_name" text,
	"source_bytes" bigint,
	"state" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"attempt" integer DEFAULT 0 NOT NULL,
	"output_dir" text,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_ingests_state" CHECK ("ad_ingests"."state" in ('uploading', 'queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "bonus_level_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" integer NOT NULL,
	"description" text NOT NULL,
	"percent_basis_points" integer NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"changed_by" integer
);
--> statement-breakpoint
CREATE TABLE "code_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_key" text NOT NULL,
	"plan_id" integer NOT NULL,
	"code_count" integer NOT NULL,
	"max_redemptions" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"prefix" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_days" (
	"day" text PRIMARY KEY NOT NULL,
	"signups" integer NOT NULL,
	"active_subscribers" integer NOT NULL,
	"new_subscriptions" integer NOT NULL,
	"lapsed_subscriptions" integer NOT NULL,
	"rentals" integer NOT NULL,
	"ad_impressions" integer NOT NULL,
	"ad_clicks" integer NOT NULL,
	"captured_paise" bigint NOT NULL,
	"refunded_paise" bigint NOT NULL,
	"rolled_up_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_title_days" (
	"day" text NOT NULL,
	"video_id" integer NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"watch_seconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_title_days_day_video_id_pk" PRIMARY KEY("day","video_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"receipt" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gateway_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_codes" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "retry_of_id" integer;--> statement-breakpoint
ALTER TABLE "ad_ingests" ADD CONSTRAINT "ad_ingests_ad_id_advertisements_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_level_history" ADD CONSTRAINT "bonus_level_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_batches" ADD CONSTRAINT "code_batches_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_batches" ADD CONSTRAINT "code_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_title_days" ADD CONSTRAINT "dashboard_title_days_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_ingests_upload" ON "ad_ingests" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "bonus_level_history_level_from" ON "bonus_level_history" USING btree ("level","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "code_batches_client_key" ON "code_batches" USING btree ("client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_idempotency" ON "sandbox_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_refunds_payment" ON "sandbox_refunds" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "subscription_codes" ADD CONSTRAINT "subscription_codes_batch_id_code_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."code_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_events_ad_created" ON "ad_events" USING btree ("ad_id","created_at","kind");--> statement-breakpoint
CREATE INDEX "orders_created_id" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_plan_created" ON "orders" USING btree ("plan_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_created" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "refunds_processed" ON "refunds" USING btree ("updated_at") WHERE "refunds"."status" = 'processed';--> statement-breakpoint
CREATE INDEX "refunds_open" ON "refunds" USING btree ("status","next_attempt_at") WHERE "refunds"."status" in ('failed', 'pending');--> statement-breakpoint
CREATE INDEX "rentals_created" ON "rentals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "subscription_codes_batch" ON "subscription_codes" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "subscription_grants_starts" ON "subscription_grants" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "subscription_grants_ends" ON "subscription_grants" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "users_phone_trgm" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_referral_code_trgm" ON "users" USING gin ("referral_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_full_name_trgm" ON "users" USING gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_subscription_end" ON "users" USING btree ("subscription_end");--> statement-breakpoint
CREATE INDEX "users_blocked" ON "users" USING btree ("blocked_at") WHERE "users"."blocked_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_retry_of" ON "withdrawals" USING btree ("retry_of_id");--> statement-breakpoint
CREATE INDEX "withdrawals_created" ON "withdrawals" USING btree ("created_at","id");