CREATE INDEX "mandals_name_trgm" ON "mandals" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "villages_name_trgm" ON "villages" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "villages_pincode" ON "villages" USING btree ("pincode" text_pattern_ops);