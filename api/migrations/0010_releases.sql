CREATE TABLE "release_channels" (
	"remote" varchar(16) NOT NULL,
	"channel" varchar(8) NOT NULL,
	"version" varchar(40) NOT NULL,
	"percent" integer NOT NULL,
	"rollout_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_channels_remote_channel_pk" PRIMARY KEY("remote","channel"),
	CONSTRAINT "release_channels_channel_check" CHECK ("release_channels"."channel" in ('stable', 'canary')),
	CONSTRAINT "release_channels_percent_check" CHECK ("release_channels"."percent" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "release_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" varchar(16) NOT NULL,
	"action" varchar(16) NOT NULL,
	"version" varchar(40),
	"previous_stable" varchar(40),
	"percent" integer,
	"actor" varchar(254) NOT NULL,
	"reason" text NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"revision" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_history_action_check" CHECK ("release_history"."action" in ('publish', 'canary', 'stop', 'promote', 'rollback', 'pin'))
);
--> statement-breakpoint
CREATE TABLE "release_remotes" (
	"remote" varchar(16) PRIMARY KEY NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "release_versions" (
	"remote" varchar(16) NOT NULL,
	"version" varchar(40) NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" varchar(254) NOT NULL,
	"unpointed_since" timestamp with time zone,
	"removed_at" timestamp with time zone,
	CONSTRAINT "release_versions_remote_version_pk" PRIMARY KEY("remote","version"),
	CONSTRAINT "release_versions_version_check" CHECK ("release_versions"."version" ~ '^[0-9a-f]{7,40}$')
);
--> statement-breakpoint
CREATE TABLE "remote_load_counts" (
	"remote" varchar(16) NOT NULL,
	"version" varchar(40) NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"loads" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "remote_load_counts_remote_version_minute_pk" PRIMARY KEY("remote","version","minute")
);
--> statement-breakpoint
ALTER TABLE "release_channels" ADD CONSTRAINT "release_channels_remote_version_release_versions_remote_version_fk" FOREIGN KEY ("remote","version") REFERENCES "release_versions"("remote","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_versions" ADD CONSTRAINT "release_versions_remote_release_remotes_remote_fk" FOREIGN KEY ("remote") REFERENCES "release_remotes"("remote") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "release_history_remote_idx" ON "release_history" USING btree ("remote","id");--> statement-breakpoint
CREATE INDEX "remote_load_counts_minute_idx" ON "remote_load_counts" USING btree ("minute");