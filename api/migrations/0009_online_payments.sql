CREATE TABLE "job_leases" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"holder" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" varchar(16) NOT NULL,
	"reference" varchar(100) NOT NULL,
	"provider_id" varchar(64),
	"amount_kobo" bigint NOT NULL,
	"currency" varchar(3) DEFAULT 'NGN' NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"authorization_url" text,
	"channel" varchar(32),
	"paid_at" timestamp with time zone,
	"reason" varchar(300),
	"refunded_kobo" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_payments_status_check" CHECK ("online_payments"."status" in ('pending', 'succeeded', 'failed', 'abandoned', 'needs_review', 'refunded')),
	CONSTRAINT "online_payments_amount_check" CHECK ("online_payments"."amount_kobo" > 0),
	CONSTRAINT "online_payments_refunded_check" CHECK ("online_payments"."refunded_kobo" >= 0 and "online_payments"."refunded_kobo" <= "online_payments"."amount_kobo")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer,
	"source" varchar(16) NOT NULL,
	"event" varchar(64) NOT NULL,
	"dedup_key" varchar(200),
	"raw_body" text,
	"signature_valid" boolean,
	"outcome" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"provider_refund_id" varchar(64),
	"reason" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'processed', 'failed')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_kobo" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_kind_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reserved_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_online_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "online_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_online_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "online_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_reference_key" ON "online_payments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_provider_id_key" ON "online_payments" USING btree ("provider","provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_one_success_per_order" ON "online_payments" USING btree ("order_id") WHERE "online_payments"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "online_payments_order_idx" ON "online_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "online_payments_status_idx" ON "online_payments" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_dedup_key" ON "payment_events" USING btree ("dedup_key");--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_refund_id_key" ON "refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "orders_reserved_until_idx" ON "orders" USING btree ("reserved_until") WHERE "orders"."reserved_until" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('pay_on_delivery', 'pay_later', 'pay_now'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('delivery', 'instalment', 'online'));