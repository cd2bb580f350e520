CREATE TABLE "checklist_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instance_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklist_instances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feature_id" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"template_version" integer NOT NULL,
	"template_name" text NOT NULL,
	"sections" jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"status_reason" text,
	"completed_at" timestamp with time zone,
	"completed_by" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "checklist_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instance_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"document_id" uuid,
	"created_by" text NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "onboarding_email_preferences" (
	"scope" text PRIMARY KEY NOT NULL,
	"preferences" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_reminders" (
	"employee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"sent_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_reminders_employee_id_kind_key_pk" PRIMARY KEY("employee_id","kind","key")
);
--> statement-breakpoint
ALTER TABLE "checklist_template_versions" ADD COLUMN "assignment" jsonb DEFAULT '{"corporationIds":[],"employmentTypes":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "checklist_documents" ADD CONSTRAINT "checklist_documents_instance_id_checklist_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."checklist_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_instances" ADD CONSTRAINT "checklist_instances_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_instances" ADD CONSTRAINT "checklist_instances_template_id_checklist_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."checklist_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_verifications" ADD CONSTRAINT "checklist_verifications_instance_id_checklist_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."checklist_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_verifications" ADD CONSTRAINT "checklist_verifications_document_id_checklist_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."checklist_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_reminders" ADD CONSTRAINT "onboarding_reminders_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checklist_instances_live_idx" ON "checklist_instances" USING btree ("employee_id","feature_id") WHERE "checklist_instances"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "checklist_instances_status_idx" ON "checklist_instances" USING btree ("feature_id","status");--> statement-breakpoint
CREATE INDEX "checklist_verifications_instance_idx" ON "checklist_verifications" USING btree ("instance_id","item_id","created_at");--> statement-breakpoint
-- Automatic sources without a record to check (보안서약서, 근로계약서, 증명사진) become document uploads.
UPDATE "checklist_template_versions" SET "items" = (
  SELECT jsonb_agg(CASE WHEN i->'verification'->>'source' IN ('security_pledge', 'employment_contract', 'profile_photo')
    THEN jsonb_set(i, '{verification}', '{"method":"document"}'::jsonb) ELSE i END ORDER BY n)
  FROM jsonb_array_elements("items") WITH ORDINALITY AS t(i, n)
) WHERE jsonb_path_exists("items", '$[*].verification.source ? (@ == "security_pledge" || @ == "employment_contract" || @ == "profile_photo")');--> statement-breakpoint
UPDATE "ui_items" SET "type" = 'document', "default_config" = '{}'::jsonb
WHERE "default_config"->>'source' IN ('security_pledge', 'employment_contract', 'profile_photo');
