-- Extensions are shared by every schema of a database, so they live in public (on the search path of every
-- connection, see db/client.ts): a schema dropped with its tables never takes them along.
CREATE EXTENSION IF NOT EXISTS "pg_trgm" SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS "unaccent" SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS "fuzzystrmatch" SCHEMA public;--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"terms" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"product_id" integer NOT NULL,
	"term" varchar(60) NOT NULL,
	CONSTRAINT "search_terms_pkey" PRIMARY KEY("product_id","term")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "brand" varchar(60);--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_synonyms_terms_idx" ON "search_synonyms" USING gin ("terms");--> statement-breakpoint
CREATE INDEX "search_terms_term_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree (lower("brand"));--> statement-breakpoint
-- The words of a text as search knows them: accents and apostrophes gone ("Men's" is "mens"), lower case,
-- split at anything but a letter or a digit ("Aso-Oke" is "aso oke"). The API splits a query the same way.
CREATE FUNCTION "search_words"(input text) RETURNS text[] LANGUAGE sql STABLE SET search_path FROM CURRENT AS $$
	SELECT coalesce(array_agg(w ORDER BY n), '{}')
	FROM regexp_split_to_table(
		lower(unaccent(translate(coalesce(input, ''), '''’', ''))), '[^a-z0-9]+') WITH ORDINALITY AS t(w, n)
	WHERE w <> '';
$$;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" tsvector NOT NULL DEFAULT ''::tsvector;--> statement-breakpoint
CREATE INDEX "products_search_document_idx" ON "products" USING gin ("search_document");--> statement-breakpoint
-- A product's search document and vocabulary, from its name and brand (with each pair of neighbouring words
-- also joined, so "powerbank" finds "Power Bank"), its category and variant values, and its description.
CREATE FUNCTION "products_search_refresh"(product integer) RETURNS void LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
	p record;
	named text[];
	joined text[] := '{}';
	grouped text[];
BEGIN
	SELECT "name", "brand", "description", "category_id" INTO p FROM "products" WHERE "id" = product;
	IF NOT FOUND THEN RETURN; END IF;
	named := search_words(p."name");
	-- The brand counts once: most names start with it already.
	IF NOT (search_words(p."brand") <@ named) THEN named := search_words(p."brand") || named; END IF;
	FOR i IN 1 .. coalesce(array_length(named, 1), 0) - 1 LOOP
		joined := joined || (named[i] || named[i + 1]);
	END LOOP;
	grouped := search_words(
		(SELECT "name" FROM "categories" WHERE "id" = p."category_id") || ' ' || coalesce((
			SELECT string_agg(DISTINCT av."value", ' ')
			FROM "variants" v
			JOIN "variant_attribute_values" vav ON vav."variant_id" = v."id"
			JOIN "attribute_values" av ON av."id" = vav."attribute_value_id"
			WHERE v."product_id" = product), ''));
	UPDATE "products" SET "search_document" =
		setweight(to_tsvector('simple', array_to_string(named || joined, ' ')), 'A')
		|| setweight(to_tsvector('simple', array_to_string(grouped, ' ')), 'B')
		|| setweight(to_tsvector('simple', array_to_string(search_words(p."description"), ' ')), 'C')
	WHERE "id" = product;
	DELETE FROM "search_terms" WHERE "product_id" = product;
	INSERT INTO "search_terms" ("product_id", "term")
	SELECT DISTINCT product, w
	FROM unnest(named || search_words((SELECT "name" FROM "categories" WHERE "id" = p."category_id"))) w
	WHERE length(w) BETWEEN 3 AND 60 AND w !~ '^[0-9]';
END;
$$;--> statement-breakpoint
CREATE FUNCTION "products_search_trigger"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
	PERFORM products_search_refresh(NEW."id");
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "products_search" AFTER INSERT OR UPDATE OF "name", "brand", "description", "category_id" ON "products"
	FOR EACH ROW EXECUTE FUNCTION "products_search_trigger"();--> statement-breakpoint
CREATE FUNCTION "variant_values_search_trigger"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
	PERFORM products_search_refresh(v."product_id") FROM "variants" v
	WHERE v."id" = CASE WHEN TG_OP = 'DELETE' THEN OLD."variant_id" ELSE NEW."variant_id" END;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "variant_values_search" AFTER INSERT OR DELETE ON "variant_attribute_values"
	FOR EACH ROW EXECUTE FUNCTION "variant_values_search_trigger"();--> statement-breakpoint
CREATE FUNCTION "categories_search_trigger"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
	PERFORM products_search_refresh("id") FROM "products" WHERE "category_id" = NEW."id";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "categories_search" AFTER UPDATE OF "name" ON "categories"
	FOR EACH ROW EXECUTE FUNCTION "categories_search_trigger"();--> statement-breakpoint
CREATE FUNCTION "attribute_values_search_trigger"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
	PERFORM products_search_refresh(affected.p) FROM (
		SELECT DISTINCT v."product_id" AS p FROM "variant_attribute_values" vav
		JOIN "variants" v ON v."id" = vav."variant_id" WHERE vav."attribute_value_id" = NEW."id") affected;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "attribute_values_search" AFTER UPDATE OF "value" ON "attribute_values"
	FOR EACH ROW EXECUTE FUNCTION "attribute_values_search_trigger"();--> statement-breakpoint
SELECT products_search_refresh("id") FROM "products";
--> statement-breakpoint
-- What Nigerian shoppers call the same things; the admin edits them (Marketing, Search synonyms).
INSERT INTO "search_synonyms" ("terms") VALUES
	('{tv,television,telly}'),
	('{ac,aircon,air conditioner}'),
	('{earpiece,earphone,earphones,earbud,earbuds}'),
	('{caftan,kaftan}'),
	('{deodorant,roll on,rollon,antiperspirant}'),
	('{gen,generator}'),
	('{garri,gari}'),
	('{fridge,refrigerator}'),
	('{freezer,deep freezer}'),
	('{tab,tablet}'),
	('{mobile,handset,phone,cellphone}'),
	('{cooker,stove}'),
	('{lamp,lantern,torchlight}'),
	('{attachment,braids,braiding}'),
	('{foam,mattress}'),
	('{palm,palms,slippers,slides}'),
	('{bp,blood pressure}'),
	('{panadol,paracetamol}'),
	('{jersey,jerseys}'),
	('{ball,football}'),
	('{gown,dress}'),
	('{fila,cap}'),
	('{blender,grinder}'),
	('{ice chest,cooler}'),
	('{speaker,sound system}'),
	('{inverter,solar}'),
	('{noodles,indomie}'),
	('{sneakers,canvas,trainers}'),
	('{pot,cooking pot}'),
	('{wrapper,george}');
