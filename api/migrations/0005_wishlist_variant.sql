ALTER TABLE "wishlist_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "variants"("id") ON DELETE set null ON UPDATE no action;
