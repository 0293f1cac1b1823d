CREATE TABLE "order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by" varchar(10) NOT NULL,
	"by_user_id" integer,
	"note" varchar(300),
	CONSTRAINT "order_status_history_status_check" CHECK ("order_status_history"."status" in ('pending', 'confirmed', 'processing', 'shipped', 'ready_for_pickup', 'delivered', 'cancelled')),
	CONSTRAINT "order_status_history_by_check" CHECK ("order_status_history"."by" in ('shopper', 'admin', 'payment', 'system'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_code" varchar(6);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" varchar(80);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" varchar(80);--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'confirmed', 'processing', 'shipped', 'ready_for_pickup', 'delivered', 'cancelled'));--> statement-breakpoint
-- Orders placed before the history: one row each, their status as it stands, dated by the order's own dates.
INSERT INTO "order_status_history" ("order_id", "status", "at", "by", "note")
SELECT "id", "status",
  CASE
    WHEN "status" = 'pending' THEN "created_at"
    WHEN "status" = 'delivered' THEN coalesce("delivered_at", "updated_at")
    ELSE "updated_at"
  END,
  'system', 'Recorded from the order as it stood'
FROM "orders"
ORDER BY "id";
