CREATE TABLE "return_bank_accounts" (
	"return_id" integer PRIMARY KEY NOT NULL,
	"bank_code" varchar(12) NOT NULL,
	"bank_name" varchar(120) NOT NULL,
	"account_number" varchar(10) NOT NULL,
	"account_name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"refund_kobo" bigint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"resellable" boolean,
	CONSTRAINT "return_lines_quantity_check" CHECK ("return_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "return_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'requested' NOT NULL,
	"reason" varchar(20) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"refund_kobo" bigint DEFAULT 0 NOT NULL,
	"refund_route" varchar(16) NOT NULL,
	"method" varchar(16),
	"instructions" text,
	"reject_reason" varchar(500),
	"refund_id" integer,
	"transfer_reference" varchar(100),
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_status_check" CHECK ("returns"."status" in ('requested', 'approved', 'rejected', 'received', 'refunded')),
	CONSTRAINT "returns_reason_check" CHECK ("returns"."reason" in ('wrong_item', 'damaged', 'not_as_described', 'changed_mind')),
	CONSTRAINT "returns_route_check" CHECK ("returns"."refund_route" in ('paystack', 'bank_transfer')),
	CONSTRAINT "returns_method_check" CHECK ("returns"."method" in ('pickup_station', 'courier')),
	CONSTRAINT "returns_refund_check" CHECK ("returns"."refund_kobo" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "return_bank_accounts" ADD CONSTRAINT "return_bank_accounts_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_lines_return_idx" ON "return_lines" USING btree ("return_id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_lines_one_active_return" ON "return_lines" USING btree ("order_item_id") WHERE "return_lines"."active";--> statement-breakpoint
CREATE INDEX "return_photos_return_idx" ON "return_photos" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_status_idx" ON "returns" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_refund_key" ON "returns" USING btree ("refund_id");--> statement-breakpoint
-- Orders delivered before this migration: their last change is the best word on when.
UPDATE "orders" SET "delivered_at" = "updated_at" WHERE "status" = 'delivered';
