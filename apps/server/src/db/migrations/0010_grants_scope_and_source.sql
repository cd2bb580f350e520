ALTER TABLE "user_roles" ADD COLUMN "scope_type" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_roles" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_roles" ADD COLUMN "rule_id" uuid;--> statement-breakpoint
ALTER TABLE "user_roles" ADD COLUMN "granted_by" uuid;--> statement-breakpoint
ALTER TABLE "user_roles" ADD COLUMN "granted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role");--> statement-breakpoint
UPDATE "user_roles" SET "scope_type" = 'unit' WHERE cardinality("scope_unit_ids") > 0;