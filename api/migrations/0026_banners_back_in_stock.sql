CREATE TABLE "back_in_stock_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"user_id" integer,
	"phone" varchar(20),
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restocked_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(80) NOT NULL,
	"text" varchar(200) DEFAULT '' NOT NULL,
	"picture_path" text,
	"picture_alt" varchar(200) DEFAULT '' NOT NULL,
	"promotion_id" integer NOT NULL,
	"show_countdown" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_dates_check" CHECK ("banners"."ends_at" > "banners"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_requests_product_email_key" ON "back_in_stock_requests" USING btree ("product_id","email");--> statement-breakpoint
CREATE INDEX "back_in_stock_requests_waiting_idx" ON "back_in_stock_requests" USING btree ("product_id") WHERE "back_in_stock_requests"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "back_in_stock_requests_due_idx" ON "back_in_stock_requests" USING btree ("restocked_at") WHERE "back_in_stock_requests"."notified_at" is null and "back_in_stock_requests"."restocked_at" is not null;--> statement-breakpoint
CREATE INDEX "banners_live_idx" ON "banners" USING btree ("ends_at","starts_at");--> statement-breakpoint
CREATE FUNCTION "back_in_stock_restocked_trigger"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
	UPDATE "back_in_stock_requests" SET "restocked_at" = now()
	WHERE "product_id" = NEW."product_id" AND "notified_at" IS NULL AND "restocked_at" IS NULL;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "variants_back_in_stock_update" AFTER UPDATE OF "stock" ON "variants"
	FOR EACH ROW WHEN (OLD."stock" <= 0 AND NEW."stock" > 0) EXECUTE FUNCTION "back_in_stock_restocked_trigger"();--> statement-breakpoint
CREATE TRIGGER "variants_back_in_stock_insert" AFTER INSERT ON "variants"
	FOR EACH ROW WHEN (NEW."stock" > 0) EXECUTE FUNCTION "back_in_stock_restocked_trigger"();
