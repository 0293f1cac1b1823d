ALTER TABLE "products" ADD COLUMN "lowest_price_kobo" bigint;--> statement-breakpoint
CREATE FUNCTION "products_set_lowest_price"(product integer) RETURNS void LANGUAGE sql SET search_path FROM CURRENT AS $$
	UPDATE "products" SET "lowest_price_kobo" = (
		SELECT min(CASE WHEN "sale_price_kobo" > 0 THEN "sale_price_kobo" ELSE "regular_price_kobo" END)
		FROM "variants" WHERE "variants"."product_id" = product)
	WHERE "products"."id" = product;
$$;--> statement-breakpoint
CREATE FUNCTION "variants_lowest_price_trigger"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
	IF TG_OP <> 'DELETE' THEN PERFORM "products_set_lowest_price"(NEW."product_id"); END IF;
	IF TG_OP <> 'INSERT' AND (TG_OP = 'DELETE' OR OLD."product_id" <> NEW."product_id") THEN
		PERFORM "products_set_lowest_price"(OLD."product_id");
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "variants_lowest_price" AFTER INSERT OR DELETE OR UPDATE OF "regular_price_kobo", "sale_price_kobo", "product_id" ON "variants"
	FOR EACH ROW EXECUTE FUNCTION "variants_lowest_price_trigger"();--> statement-breakpoint
UPDATE "products" SET "lowest_price_kobo" = (
	SELECT min(CASE WHEN "sale_price_kobo" > 0 THEN "sale_price_kobo" ELSE "regular_price_kobo" END)
	FROM "variants" WHERE "variants"."product_id" = "products"."id");
