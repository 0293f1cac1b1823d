ALTER TABLE "order_items" ALTER COLUMN "unit_price_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping_fee_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "pay_later_plans" ALTER COLUMN "amount_paid_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "variants" ALTER COLUMN "regular_price_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "variants" ALTER COLUMN "sale_price_kobo" SET DATA TYPE bigint;