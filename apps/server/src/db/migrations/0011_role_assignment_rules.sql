CREATE TABLE "role_assignment_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"scope_type" text DEFAULT 'unit' NOT NULL,
	"scope_unit_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"conditions" jsonb NOT NULL,
	"rule_type" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "role_assignment_rules_role_idx" ON "role_assignment_rules" USING btree ("role");