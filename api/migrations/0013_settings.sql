CREATE TABLE "delivery_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"fee_kobo" bigint DEFAULT 0 NOT NULL,
	"free_from_kobo" bigint,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_zones_days_check" CHECK ("delivery_zones"."min_days" >= 0 and "delivery_zones"."max_days" >= "delivery_zones"."min_days"),
	CONSTRAINT "delivery_zones_fee_check" CHECK ("delivery_zones"."fee_kobo" >= 0 and ("delivery_zones"."free_from_kobo" is null or "delivery_zones"."free_from_kobo" >= 0))
);
--> statement-breakpoint
CREATE TABLE "pickup_stations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"state" varchar(40) NOT NULL,
	"address" varchar(300) NOT NULL,
	"opening_hours" varchar(120) NOT NULL,
	"fee_kobo" bigint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickup_stations_fee_check" CHECK ("pickup_stations"."fee_kobo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "settings_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" varchar(20) NOT NULL,
	"summary" varchar(300) NOT NULL,
	"actor_id" integer,
	"actor" varchar(254),
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"shop_name" varchar(80) NOT NULL,
	"support_email" varchar(254) NOT NULL,
	"support_phone" varchar(20) NOT NULL,
	"address" varchar(300) NOT NULL,
	"return_window_days" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"pay_on_delivery" boolean DEFAULT true NOT NULL,
	"pay_on_delivery_max_kobo" bigint,
	"pay_later" boolean DEFAULT true NOT NULL,
	"pay_now" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_single_row" CHECK ("shop_settings"."id" = 1),
	CONSTRAINT "shop_settings_vat_rate_check" CHECK ("shop_settings"."vat_rate_bp" between 0 and 5000),
	CONSTRAINT "shop_settings_return_window_check" CHECK ("shop_settings"."return_window_days" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "zone_states" (
	"state" varchar(40) PRIMARY KEY NOT NULL,
	"code" varchar(6) NOT NULL,
	"zone_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "vat_class" varchar(10) DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "vat_class" varchar(10);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "vat_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_method" varchar(10) DEFAULT 'home' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone" varchar(60);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_listed_fee_kobo" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_min_days" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_max_days" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_earliest" varchar(10);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_latest" varchar(10);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_station_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_station" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promotion_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vat_class" varchar(10);--> statement-breakpoint
ALTER TABLE "settings_history" ADD CONSTRAINT "settings_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_states" ADD CONSTRAINT "zone_states_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "delivery_zones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_zones_name_key" ON "delivery_zones" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "pickup_stations_state_idx" ON "pickup_stations" USING btree ("state");--> statement-breakpoint
CREATE INDEX "settings_history_created_idx" ON "settings_history" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "zone_states_zone_idx" ON "zone_states" USING btree ("zone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "zone_states_code_key" ON "zone_states" USING btree ("code");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_station_id_pickup_stations_id_fk" FOREIGN KEY ("pickup_station_id") REFERENCES "pickup_stations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_vat_class_check" CHECK ("categories"."vat_class" in ('standard', 'zero', 'exempt'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_method_check" CHECK ("orders"."delivery_method" in ('home', 'pickup'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vat_class_check" CHECK ("products"."vat_class" in ('standard', 'zero', 'exempt'));--> statement-breakpoint
INSERT INTO "shop_settings" ("id", "shop_name", "support_email", "support_phone", "address", "return_window_days", "vat_rate_bp", "pay_on_delivery", "pay_on_delivery_max_kobo", "pay_later", "pay_now")
VALUES (1, 'Kasuwa', 'support@kasuwa.ng', '+2348012345678', '12 Admiralty Way, Lekki Phase 1, Lagos', 7, 750, true, NULL, true, true);
--> statement-breakpoint
INSERT INTO "delivery_zones" ("name", "fee_kobo", "free_from_kobo", "min_days", "max_days", "position") VALUES
	('Lagos', 250000, 10000000, 1, 2, 1),
	('South West', 350000, 15000000, 2, 4, 2),
	('North Central', 400000, 20000000, 3, 5, 3),
	('South East', 450000, 20000000, 3, 5, 4),
	('South South', 450000, 20000000, 3, 5, 5),
	('North West', 550000, 25000000, 4, 7, 6),
	('North East', 650000, NULL, 5, 8, 7);
--> statement-breakpoint
INSERT INTO "zone_states" ("state", "code", "zone_id")
SELECT s.state, s.code, z.id FROM (VALUES
	('Lagos', 'NG-LA', 'Lagos'),
	('Ekiti', 'NG-EK', 'South West'), ('Ogun', 'NG-OG', 'South West'), ('Ondo', 'NG-ON', 'South West'),
	('Osun', 'NG-OS', 'South West'), ('Oyo', 'NG-OY', 'South West'),
	('Benue', 'NG-BE', 'North Central'), ('Kogi', 'NG-KO', 'North Central'), ('Kwara', 'NG-KW', 'North Central'),
	('Nasarawa', 'NG-NA', 'North Central'), ('Niger', 'NG-NI', 'North Central'), ('Plateau', 'NG-PL', 'North Central'),
	('FCT', 'NG-FC', 'North Central'),
	('Abia', 'NG-AB', 'South East'), ('Anambra', 'NG-AN', 'South East'), ('Ebonyi', 'NG-EB', 'South East'),
	('Enugu', 'NG-EN', 'South East'), ('Imo', 'NG-IM', 'South East'),
	('Akwa Ibom', 'NG-AK', 'South South'), ('Bayelsa', 'NG-BY', 'South South'), ('Cross River', 'NG-CR', 'South South'),
	('Delta', 'NG-DE', 'South South'), ('Edo', 'NG-ED', 'South South'), ('Rivers', 'NG-RI', 'South South'),
	('Jigawa', 'NG-JI', 'North West'), ('Kaduna', 'NG-KD', 'North West'), ('Kano', 'NG-KN', 'North West'),
	('Katsina', 'NG-KT', 'North West'), ('Kebbi', 'NG-KE', 'North West'), ('Sokoto', 'NG-SO', 'North West'),
	('Zamfara', 'NG-ZA', 'North West'),
	('Adamawa', 'NG-AD', 'North East'), ('Bauchi', 'NG-BA', 'North East'), ('Borno', 'NG-BO', 'North East'),
	('Gombe', 'NG-GO', 'North East'), ('Taraba', 'NG-TA', 'North East'), ('Yobe', 'NG-YO', 'North East')
) AS s(state, code, zone) JOIN "delivery_zones" z ON z.name = s.zone;
--> statement-breakpoint
INSERT INTO "pickup_stations" ("name", "state", "address", "opening_hours", "fee_kobo") VALUES
	('Ikeja Computer Village', 'Lagos', '15 Otigba Street, Computer Village, Ikeja, Lagos', 'Mon–Sat 9:00–18:00', 120000),
	('Lekki Phase 1', 'Lagos', '12 Admiralty Way, Lekki Phase 1, Lagos', 'Mon–Sat 9:00–19:00', 120000),
	('Yaba Tejuosho', 'Lagos', '4 Ojuelegba Road, Yaba, Lagos', 'Mon–Sat 8:30–18:00', 120000),
	('Wuse 2', 'FCT', '27 Aminu Kano Crescent, Wuse 2, Abuja', 'Mon–Sat 9:00–18:00', 200000),
	('Garki Area 11', 'FCT', '8 Ahmadu Bello Way, Garki, Abuja', 'Mon–Fri 9:00–17:00', 200000),
	('Port Harcourt GRA', 'Rivers', '21 Tombia Street, GRA Phase 2, Port Harcourt', 'Mon–Sat 9:00–18:00', 250000),
	('Ibadan Ring Road', 'Oyo', '3 Ring Road, Ibadan', 'Mon–Sat 9:00–18:00', 180000),
	('Kano Zoo Road', 'Kano', '45 Zoo Road, Kano', 'Mon–Sat 9:00–17:30', 300000),
	('Enugu Ogui Road', 'Enugu', '10 Ogui Road, Enugu', 'Mon–Sat 9:00–18:00', 250000);
--> statement-breakpoint
-- Nigerian VAT relieves basic food and medicines (Nigeria Tax Act 2025, s.187): zero-rated. A fresh database gets
-- these from the seed; an existing one here.
UPDATE "categories" SET "vat_class" = 'zero' WHERE "slug" = 'groceries';
--> statement-breakpoint
UPDATE "products" SET "vat_class" = 'zero' WHERE "name" IN ('Digital Blood Pressure Monitor', 'Emzor Paracetamol 500mg (96 Tablets)');
