-- A product's search document and vocabulary (migration 0012) with its translations (migration 0032) and its
-- category's: the names in Pidgin, Hausa, Yoruba and Igbo weigh A as the English name does, the translated
-- category names B, the translated descriptions C, all folded by search_words (tone marks, dots below and hooked
-- letters gone: "Ìrẹsì" is "iresi", "ɗanwake" "danwake"), so a word in any of the shop's languages finds the product
-- whatever language the shopper reads the shop in. The translated words are typo targets too ("Did you mean").
CREATE OR REPLACE FUNCTION "products_search_refresh"(product integer) RETURNS void LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
	p record;
	named text[];
	joined text[] := '{}';
	grouped text[];
	translated text[];
	category_words text[];
BEGIN
	SELECT "name", "brand", "description", "category_id" INTO p FROM "products" WHERE "id" = product;
	IF NOT FOUND THEN RETURN; END IF;
	named := search_words(p."name");
	-- The brand counts once: most names start with it already.
	IF NOT (search_words(p."brand") <@ named) THEN named := search_words(p."brand") || named; END IF;
	FOR i IN 1 .. coalesce(array_length(named, 1), 0) - 1 LOOP
		joined := joined || (named[i] || named[i + 1]);
	END LOOP;
	translated := search_words((SELECT string_agg(t."name", ' ') FROM "product_translations" t WHERE t."product_id" = product));
	category_words := search_words(
		(SELECT "name" FROM "categories" WHERE "id" = p."category_id") || ' ' || coalesce((
			SELECT string_agg(t."name", ' ') FROM "category_translations" t WHERE t."category_id" = p."category_id"), ''));
	grouped := category_words || search_words(coalesce((
			SELECT string_agg(DISTINCT av."value", ' ')
			FROM "variants" v
			JOIN "variant_attribute_values" vav ON vav."variant_id" = v."id"
			JOIN "attribute_values" av ON av."id" = vav."attribute_value_id"
			WHERE v."product_id" = product), ''));
	UPDATE "products" SET "search_document" =
		setweight(to_tsvector('simple', array_to_string(named || joined || translated, ' ')), 'A')
		|| setweight(to_tsvector('simple', array_to_string(grouped, ' ')), 'B')
		|| setweight(to_tsvector('simple', array_to_string(search_words(p."description" || ' ' || coalesce((
			SELECT string_agg(t."description", ' ') FROM "product_translations" t WHERE t."product_id" = product), '')), ' ')), 'C')
	WHERE "id" = product;
	DELETE FROM "search_terms" WHERE "product_id" = product;
	INSERT INTO "search_terms" ("product_id", "term")
	SELECT DISTINCT product, w
	FROM unnest(named || translated || category_words) w
	WHERE length(w) BETWEEN 3 AND 60 AND w !~ '^[0-9]';
END;
$$;--> statement-breakpoint
CREATE FUNCTION "product_translations_search_trigger"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
	PERFORM products_search_refresh(CASE WHEN TG_OP = 'DELETE' THEN OLD."product_id" ELSE NEW."product_id" END);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "product_translations_search" AFTER INSERT OR DELETE OR UPDATE OF "name", "description" ON "product_translations"
	FOR EACH ROW EXECUTE FUNCTION "product_translations_search_trigger"();--> statement-breakpoint
CREATE FUNCTION "category_translations_search_trigger"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
	PERFORM products_search_refresh("id") FROM "products"
	WHERE "category_id" = CASE WHEN TG_OP = 'DELETE' THEN OLD."category_id" ELSE NEW."category_id" END;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "category_translations_search" AFTER INSERT OR DELETE OR UPDATE OF "name" ON "category_translations"
	FOR EACH ROW EXECUTE FUNCTION "category_translations_search_trigger"();--> statement-breakpoint
SELECT products_search_refresh("id") FROM "products" WHERE "id" IN (
	SELECT "product_id" FROM "product_translations"
	UNION SELECT p."id" FROM "products" p JOIN "category_translations" t ON t."category_id" = p."category_id");
