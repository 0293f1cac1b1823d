CREATE TABLE "remote_browser_loads" (
	"remote" varchar(16) NOT NULL,
	"version" varchar(40) NOT NULL,
	"browser" varchar(32) NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"address" varchar(32) NOT NULL,
	"loads" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "remote_browser_loads_remote_version_browser_minute_pk" PRIMARY KEY("remote","version","browser","minute"),
	CONSTRAINT "remote_browser_loads_failures_check" CHECK ("remote_browser_loads"."failures" between 0 and "remote_browser_loads"."loads")
);
--> statement-breakpoint
CREATE INDEX "remote_browser_loads_remote_minute_idx" ON "remote_browser_loads" USING btree ("remote","minute");--> statement-breakpoint
CREATE INDEX "remote_browser_loads_minute_idx" ON "remote_browser_loads" USING btree ("minute");