CREATE INDEX "users_phone_trgm" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_referral_code_trgm" ON "users" USING gin ("referral_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_full_name_trgm" ON "users" USING gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_subscription_end" ON "users" USING btree ("subscription_end");--> statement-breakpoint
CREATE INDEX "users_blocked" ON "users" USING btree ("blocked_at") WHERE "users"."blocked_at" is not null;
