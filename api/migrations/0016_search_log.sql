CREATE TABLE "search_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"query" varchar(120) NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"results" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_log_counts_check" CHECK ("search_log"."searches" >= 0 and "search_log"."clicks" >= 0 and "search_log"."results" >= 0)
);
--> statement-breakpoint
CREATE INDEX "search_log_at_idx" ON "search_log" USING btree ("at");