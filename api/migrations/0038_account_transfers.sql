CREATE TABLE "bank_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(16) NOT NULL,
	"reference" varchar(100) NOT NULL,
	"provider_id" varchar(64),
	"user_id" integer,
	"account_number" varchar(10) NOT NULL,
	"amount_kobo" bigint DEFAULT 0 NOT NULL,
	"fees_kobo" bigint,
	"sender_name" varchar(120),
	"sender_bank" varchar(120),
	"sender_account" varchar(20),
	"narration" varchar(200),
	"status" varchar(16) NOT NULL,
	"reason" varchar(200),
	"source" varchar(16) NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transfers_status_check" CHECK ("bank_transfers"."status" in ('credited', 'needs_review')),
	CONSTRAINT "bank_transfers_amount_check" CHECK ("bank_transfers"."amount_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"transfer_id" integer,
	"order_id" integer,
	"balance_kobo" bigint NOT NULL,
	"note" varchar(200),
	"by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_kind_check" CHECK ("credit_ledger"."kind" in ('transfer', 'order', 'order_back', 'refund', 'refund_back', 'move_out', 'move_in')),
	CONSTRAINT "credit_ledger_amount_check" CHECK ("credit_ledger"."amount_kobo" <> 0),
	CONSTRAINT "credit_ledger_balance_check" CHECK ("credit_ledger"."balance_kobo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "dedicated_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" varchar(16) NOT NULL,
	"customer_code" varchar(64) NOT NULL,
	"provider_account_id" varchar(64) NOT NULL,
	"account_number" varchar(10) NOT NULL,
	"account_name" varchar(120) NOT NULL,
	"bank_name" varchar(80) NOT NULL,
	"bank_slug" varchar(40) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_credit" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance_kobo" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credit_balance_check" CHECK ("store_credit"."balance_kobo" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_check";--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "account_transfer" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "account_transfer_hold_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "account_transfer_bank" varchar(40) DEFAULT 'test-bank' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_transfer_id_bank_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "bank_transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dedicated_accounts" ADD CONSTRAINT "dedicated_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit" ADD CONSTRAINT "store_credit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_reference_key" ON "bank_transfers" USING btree ("provider","reference");--> statement-breakpoint
CREATE INDEX "bank_transfers_user_idx" ON "bank_transfers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bank_transfers_paid_at_idx" ON "bank_transfers" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "credit_ledger_user_idx" ON "credit_ledger" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "credit_ledger_order_idx" ON "credit_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dedicated_accounts_number_key" ON "dedicated_accounts" USING btree ("account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "dedicated_accounts_provider_id_key" ON "dedicated_accounts" USING btree ("provider","provider_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dedicated_accounts_one_active_key" ON "dedicated_accounts" USING btree ("user_id") WHERE "dedicated_accounts"."active";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('pay_on_delivery', 'pay_later', 'pay_now', 'account_transfer'));--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_transfer_hold_check" CHECK ("shop_settings"."account_transfer_hold_hours" between 1 and 168);