DROP INDEX "back_in_stock_requests_product_email_key";--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
UPDATE "back_in_stock_requests" SET "phone" = NULL WHERE "id" IN (
	SELECT "id" FROM (
		SELECT "id", row_number() OVER (
			PARTITION BY "product_id", "phone"
			ORDER BY ("notified_at" IS NULL) DESC, "subscribed_at" DESC, "id" DESC
		) AS "n"
		FROM "back_in_stock_requests" WHERE "phone" IS NOT NULL
	) AS "ranked" WHERE "n" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_requests_product_phone_key" ON "back_in_stock_requests" USING btree ("product_id","phone") WHERE "back_in_stock_requests"."phone" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_requests_product_email_key" ON "back_in_stock_requests" USING btree ("product_id","email") WHERE "back_in_stock_requests"."email" is not null;--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_email_or_phone_check" CHECK ("back_in_stock_requests"."email" is not null or "back_in_stock_requests"."phone" is not null);