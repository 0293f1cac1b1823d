ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
-- Links already mailed get the full 7 days from now.
UPDATE "newsletter_subscribers" SET "confirm_expires_at" = now() + interval '7 days' WHERE "confirm_token_hash" IS NOT NULL;
