CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bank_name" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"ifsc_code" text NOT NULL,
	"account_number_enc" text NOT NULL,
	"account_last4" text NOT NULL,
	"account_fingerprint" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"payout_contact_id" text,
	"payout_fund_account_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"reference_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"account_last4" text NOT NULL,
	"ifsc_code" text NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payouts_reference_id_unique" UNIQUE("reference_id")
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text NOT NULL,
	"source_key" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"source_user_id" integer,
	"level" integer,
	"withdrawal_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transactions_positive" CHECK ("wallet_transactions"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bank_account_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"request_id" text,
	"payout_gateway" text NOT NULL,
	"payout_id" text,
	"payout_status" text,
	"failure_reason" text,
	"ist_date" text NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_positive" CHECK ("withdrawals"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_source_user_id_users_id_fk" FOREIGN KEY ("source_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_user_fingerprint" ON "bank_accounts" USING btree ("user_id","account_fingerprint");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_one_primary" ON "bank_accounts" USING btree ("user_id") WHERE "bank_accounts"."is_primary";--> statement-breakpoint
CREATE INDEX "bank_accounts_user" ON "bank_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_source" ON "wallet_transactions" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "wallet_transactions_user_created" ON "wallet_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_user_request" ON "withdrawals" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "withdrawals_user_day" ON "withdrawals" USING btree ("user_id","ist_date");--> statement-breakpoint
CREATE INDEX "withdrawals_status_created" ON "withdrawals" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_payout" ON "withdrawals" USING btree ("payout_gateway","payout_id");