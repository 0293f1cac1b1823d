CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"amount_kobo" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('delivery', 'instalment')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_kobo" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
INSERT INTO "payments" ("order_id", "kind", "amount_kobo", "created_at")
	SELECT "id", 'delivery', "total_kobo", "updated_at" FROM "orders"
	WHERE "payment_method" = 'pay_on_delivery' AND "status" = 'delivered' AND "payment_status" = 'paid' AND "total_kobo" > 0;--> statement-breakpoint
INSERT INTO "payments" ("order_id", "kind", "amount_kobo", "created_at")
	SELECT "order_id", 'instalment', "amount_paid_kobo", "updated_at" FROM "pay_later_plans"
	WHERE "amount_paid_kobo" > 0;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;
