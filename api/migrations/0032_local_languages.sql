CREATE TABLE "category_translations" (
	"category_id" integer NOT NULL,
	"locale" varchar(8) NOT NULL,
	"name" varchar(80) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "category_translations_pkey" PRIMARY KEY("category_id","locale"),
	CONSTRAINT "category_translations_locale_check" CHECK ("category_translations"."locale" in ('pcm', 'ha', 'yo', 'ig'))
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"locale" varchar(8) NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "product_translations_pkey" PRIMARY KEY("product_id","locale"),
	CONSTRAINT "product_translations_locale_check" CHECK ("product_translations"."locale" in ('pcm', 'ha', 'yo', 'ig'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" varchar(8);--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("users"."locale" in ('en-NG', 'pcm', 'ha', 'yo', 'ig'));