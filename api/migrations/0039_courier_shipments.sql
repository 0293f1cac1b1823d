CREATE TABLE "shipment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"note" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_events_status_check" CHECK ("shipment_events"."status" in ('booked', 'picked_up', 'in_transit', 'failed_attempt', 'out_for_delivery', 'delivered', 'returned', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" varchar(32) NOT NULL,
	"reference" varchar(64),
	"courier" varchar(80),
	"tracking_code" varchar(80),
	"tracking_url" varchar(500),
	"label_url" varchar(500),
	"fee_kobo" bigint DEFAULT 0 NOT NULL,
	"estimate" varchar(10),
	"status" varchar(20) NOT NULL,
	"note" varchar(300),
	"attempts" integer DEFAULT 0 NOT NULL,
	"booking_until" timestamp with time zone,
	"shipped_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_status_check" CHECK ("shipments"."status" in ('waiting', 'booked', 'picked_up', 'in_transit', 'failed_attempt', 'out_for_delivery', 'delivered', 'returned', 'cancelled')),
	CONSTRAINT "shipments_fee_check" CHECK ("shipments"."fee_kobo" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_shipped_by_users_id_fk" FOREIGN KEY ("shipped_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_once_key" ON "shipment_events" USING btree ("shipment_id","status","at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_reference_key" ON "shipments" USING btree ("provider","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_one_active_key" ON "shipments" USING btree ("order_id") WHERE "shipments"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "shipments_status_idx" ON "shipments" USING btree ("status","updated_at");