CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_no" text NOT NULL,
	"name_kor" text NOT NULL,
	"name_eng" text,
	"email" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"employment_status" text DEFAULT '재직' NOT NULL,
	"employment_type" text,
	"job_title" text,
	"job_grade" text,
	"job_function" text,
	"hire_date" date,
	"insurance_corp" text,
	"division" text,
	"headquarters" text,
	"team" text,
	"part" text,
	"corporation_id" uuid,
	"division_id" uuid,
	"headquarters_id" uuid,
	"team_id" uuid,
	"part_id" uuid,
	"record" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_members" (
	"unit_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"is_primary" boolean DEFAULT true NOT NULL,
	"is_head" boolean DEFAULT false NOT NULL,
	"role" text,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_members_unit_id_employee_id_pk" PRIMARY KEY("unit_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "corporations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"corporate_type" text NOT NULL,
	"business_registration_number" text,
	"corporate_registration_number" text,
	"employer_type" text DEFAULT 'LEGAL' NOT NULL,
	"hr_authority" text DEFAULT 'FULL' NOT NULL,
	"holding_company_id" uuid,
	"representative" text,
	"address" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"migration_batch_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hierarchy_mappings" (
	"legacy_type" text PRIMARY KEY NOT NULL,
	"level" smallint NOT NULL,
	"unit_type" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "migration_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text,
	"summary" jsonb,
	"rolled_back_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"level" smallint NOT NULL,
	"unit_type" text NOT NULL,
	"parent_id" uuid,
	"corporation_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_temporary" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"description" text,
	"migration_batch_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_units_level_range" CHECK ("org_units"."level" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "task_force_approvals" (
	"unit_id" uuid NOT NULL,
	"step" smallint NOT NULL,
	"approver_id" uuid NOT NULL,
	"decision" text DEFAULT 'PENDING' NOT NULL,
	"comment" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "task_force_approvals_unit_id_step_pk" PRIMARY KEY("unit_id","step")
);
--> statement-breakpoint
CREATE TABLE "task_force_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" text,
	"actor_label" text NOT NULL,
	"comment" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_forces" (
	"unit_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"priority" text DEFAULT 'MEDIUM' NOT NULL,
	"leader_id" uuid,
	"purpose" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"dissolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_forces_dates" CHECK ("task_forces"."end_date" >= "task_forces"."start_date")
);
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_corporation_id_corporations_id_fk" FOREIGN KEY ("corporation_id") REFERENCES "public"."corporations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_division_id_org_units_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."org_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_headquarters_id_org_units_id_fk" FOREIGN KEY ("headquarters_id") REFERENCES "public"."org_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_team_id_org_units_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."org_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_part_id_org_units_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."org_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_members" ADD CONSTRAINT "unit_members_unit_id_org_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."org_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_members" ADD CONSTRAINT "unit_members_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporations" ADD CONSTRAINT "corporations_holding_company_id_corporations_id_fk" FOREIGN KEY ("holding_company_id") REFERENCES "public"."corporations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporations" ADD CONSTRAINT "corporations_migration_batch_id_migration_batches_id_fk" FOREIGN KEY ("migration_batch_id") REFERENCES "public"."migration_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_units" ADD CONSTRAINT "org_units_parent_id_org_units_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."org_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_units" ADD CONSTRAINT "org_units_corporation_id_corporations_id_fk" FOREIGN KEY ("corporation_id") REFERENCES "public"."corporations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_units" ADD CONSTRAINT "org_units_migration_batch_id_migration_batches_id_fk" FOREIGN KEY ("migration_batch_id") REFERENCES "public"."migration_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_force_approvals" ADD CONSTRAINT "task_force_approvals_unit_id_org_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."org_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_force_approvals" ADD CONSTRAINT "task_force_approvals_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_force_events" ADD CONSTRAINT "task_force_events_unit_id_org_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."org_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_forces" ADD CONSTRAINT "task_forces_unit_id_org_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."org_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_employee_no_key" ON "employees" USING btree ("employee_no");--> statement-breakpoint
CREATE INDEX "employees_name_idx" ON "employees" USING btree ("name_kor");--> statement-breakpoint
CREATE INDEX "employees_corporation_idx" ON "employees" USING btree ("corporation_id");--> statement-breakpoint
CREATE INDEX "employees_team_idx" ON "employees" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "employees_status_idx" ON "employees" USING btree ("employment_status");--> statement-breakpoint
CREATE INDEX "unit_members_employee_idx" ON "unit_members" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "corporations_name_key" ON "corporations" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "corporations_brn_key" ON "corporations" USING btree ("business_registration_number");--> statement-breakpoint
CREATE UNIQUE INDEX "corporations_crn_key" ON "corporations" USING btree ("corporate_registration_number");--> statement-breakpoint
CREATE INDEX "corporations_holding_idx" ON "corporations" USING btree ("holding_company_id");--> statement-breakpoint
CREATE INDEX "org_units_parent_idx" ON "org_units" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "org_units_corporation_idx" ON "org_units" USING btree ("corporation_id");--> statement-breakpoint
CREATE INDEX "org_units_level_idx" ON "org_units" USING btree ("level","name");--> statement-breakpoint
CREATE UNIQUE INDEX "org_units_code_key" ON "org_units" USING btree ("code");--> statement-breakpoint
CREATE INDEX "task_force_approvals_approver_idx" ON "task_force_approvals" USING btree ("approver_id","decision");--> statement-breakpoint
CREATE INDEX "task_force_events_unit_idx" ON "task_force_events" USING btree ("unit_id","at");--> statement-breakpoint
CREATE INDEX "task_forces_status_idx" ON "task_forces" USING btree ("status");--> statement-breakpoint
INSERT INTO "hierarchy_mappings" ("legacy_type", "level", "unit_type", "label") VALUES
  ('division', 1, 'BUSINESS_UNIT', '사업부'),
  ('headquarters', 2, 'DIVISION', '본부'),
  ('team', 3, 'TEAM', '팀'),
  ('part', 4, 'PART', '파트')
ON CONFLICT DO NOTHING;
