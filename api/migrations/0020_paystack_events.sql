CREATE TABLE "payment_disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"provider" varchar(16) NOT NULL,
	"provider_dispute_id" varchar(64) NOT NULL,
	"status" varchar(40) NOT NULL,
	"resolution" varchar(40),
	"category" varchar(40),
	"refund_amount_kobo" bigint,
	"currency" varchar(3) DEFAULT 'NGN' NOT NULL,
	"due_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"last_event" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_status_check";--> statement-breakpoint
ALTER TABLE "online_payments" ADD COLUMN "requested_kobo" bigint;--> statement-breakpoint
ALTER TABLE "online_payments" ADD COLUMN "charged_kobo" bigint;--> statement-breakpoint
ALTER TABLE "online_payments" ADD COLUMN "fees_kobo" bigint;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "provider_note" varchar(300);--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "retried_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD CONSTRAINT "payment_disputes_payment_id_online_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "online_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_disputes_provider_id_key" ON "payment_disputes" USING btree ("provider","provider_dispute_id");--> statement-breakpoint
CREATE INDEX "payment_disputes_payment_idx" ON "payment_disputes" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_events_unprocessed_idx" ON "payment_events" USING btree ("id") WHERE "payment_events"."source" = 'webhook' and "payment_events"."processed_at" is null and "payment_events"."dedup_key" is not null;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'processing', 'needs_attention', 'processed', 'failed'));--> statement-breakpoint
-- Webhooks received before this release were processed when they came.
UPDATE "payment_events" SET "processed_at" = "created_at" WHERE "source" = 'webhook';