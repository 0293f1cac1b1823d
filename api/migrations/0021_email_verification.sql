CREATE TABLE "promotion_contact_uses" (
	"promotion_id" integer NOT NULL,
	"contact" varchar(270) NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promotion_contact_uses_pkey" PRIMARY KEY("promotion_id","contact"),
	CONSTRAINT "promotion_contact_uses_check" CHECK ("promotion_contact_uses"."uses" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_promotions" ADD COLUMN "contacts" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD COLUMN "contact" varchar(270);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verify_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verify_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotion_contact_uses" ADD CONSTRAINT "promotion_contact_uses_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_helpful_votes_contact_key" ON "review_helpful_votes" USING btree ("review_id","contact");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_verify_token_key" ON "users" USING btree ("email_verify_token_hash");