CREATE TABLE "ussd_hops" (
	"session_id" varchar(100) NOT NULL,
	"text" varchar(500) NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ussd_hops_session_id_text_pk" PRIMARY KEY("session_id","text")
);
--> statement-breakpoint
CREATE TABLE "ussd_session_ends" (
	"session_id" varchar(100) PRIMARY KEY NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"status" varchar(12) NOT NULL,
	"hops" integer DEFAULT 0 NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"last_screen" varchar(20) DEFAULT '' NOT NULL,
	"last_response" varchar(1000) DEFAULT '' NOT NULL,
	"last_input" varchar(500) DEFAULT '' NOT NULL,
	"cost" varchar(40) DEFAULT '' NOT NULL,
	"error_message" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ussd_sessions" (
	"session_id" varchar(100) PRIMARY KEY NOT NULL,
	"phone" varchar(20) NOT NULL,
	"service_code" varchar(40) NOT NULL,
	"network_code" varchar(10) DEFAULT '' NOT NULL,
	"user_id" integer,
	"state" jsonb NOT NULL,
	"screen" varchar(20) NOT NULL,
	"last_text" varchar(500) DEFAULT '' NOT NULL,
	"hops" integer DEFAULT 0 NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ussd_sessions" ADD CONSTRAINT "ussd_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ussd_hops_created_at_idx" ON "ussd_hops" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ussd_session_ends_created_at_idx" ON "ussd_session_ends" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ussd_sessions_phone_idx" ON "ussd_sessions" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "ussd_sessions_created_at_idx" ON "ussd_sessions" USING btree ("created_at");