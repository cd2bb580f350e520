CREATE TABLE "common_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_type" text NOT NULL,
	"type_name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "common_types_group_name_idx" ON "common_types" USING btree ("group_type",lower("type_name"));--> statement-breakpoint
CREATE INDEX "common_types_group_order_idx" ON "common_types" USING btree ("group_type","sort_order");