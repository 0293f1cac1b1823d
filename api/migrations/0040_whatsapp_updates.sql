CREATE TABLE "whatsapp_consents" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"phone" varchar(16) NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "whatsapp_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"template" varchar(40) NOT NULL,
	"language" varchar(8) NOT NULL,
	"phone" varchar(16) NOT NULL,
	"wamid" varchar(128),
	"status" varchar(12) NOT NULL,
	"error_code" integer,
	"text" varchar(1024) NOT NULL,
	"fallback_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_messages_status_check" CHECK ("whatsapp_messages"."status" in ('sending', 'sent', 'delivered', 'read', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "whatsapp_consents" ADD CONSTRAINT "whatsapp_consents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_consents_phone_idx" ON "whatsapp_consents" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_once_key" ON "whatsapp_messages" USING btree ("order_id","template");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_wamid_key" ON "whatsapp_messages" USING btree ("wamid");