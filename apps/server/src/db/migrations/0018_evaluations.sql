CREATE TABLE "evaluation_code_versions" (
	"code_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"actor_id" uuid,
	"actor_label" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_code_versions_code_id_version_pk" PRIMARY KEY("code_id","version")
);
--> statement-breakpoint
CREATE TABLE "evaluation_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_cycles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"due_date" date,
	"template_id" uuid NOT NULL,
	"population" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"evaluation_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"actor_id" uuid,
	"actor_label" text NOT NULL,
	"comment" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigserial NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sections" jsonb NOT NULL,
	"copied_from_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cycle_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"unit_id" uuid,
	"first_evaluator_id" uuid,
	"second_evaluator_id" uuid,
	"evaluators_overridden" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"parts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"self_score" double precision,
	"first_score" double precision,
	"second_score" double precision,
	"final_score" double precision,
	"computed_grade" text,
	"grade" text,
	"calibration" jsonb,
	"return_comment" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "org_units" ADD COLUMN "leader_id" uuid;--> statement-breakpoint
ALTER TABLE "evaluation_code_versions" ADD CONSTRAINT "evaluation_code_versions_code_id_evaluation_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."evaluation_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_code_versions" ADD CONSTRAINT "evaluation_code_versions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_cycles" ADD CONSTRAINT "evaluation_cycles_template_id_evaluation_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."evaluation_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_cycles" ADD CONSTRAINT "evaluation_cycles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_events" ADD CONSTRAINT "evaluation_events_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_events" ADD CONSTRAINT "evaluation_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_cycle_id_evaluation_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."evaluation_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_first_evaluator_id_employees_id_fk" FOREIGN KEY ("first_evaluator_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_second_evaluator_id_employees_id_fk" FOREIGN KEY ("second_evaluator_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_codes_kind_code_key" ON "evaluation_codes" USING btree ("kind","code");--> statement-breakpoint
CREATE INDEX "evaluation_cycles_status_idx" ON "evaluation_cycles" USING btree ("status","period_end");--> statement-breakpoint
CREATE INDEX "evaluation_cycles_template_idx" ON "evaluation_cycles" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "evaluation_events_evaluation_idx" ON "evaluation_events" USING btree ("evaluation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluations_cycle_employee_key" ON "evaluations" USING btree ("cycle_id","employee_id");--> statement-breakpoint
CREATE INDEX "evaluations_employee_idx" ON "evaluations" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "evaluations_first_idx" ON "evaluations" USING btree ("first_evaluator_id") WHERE "evaluations"."first_evaluator_id" is not null;--> statement-breakpoint
CREATE INDEX "evaluations_second_idx" ON "evaluations" USING btree ("second_evaluator_id") WHERE "evaluations"."second_evaluator_id" is not null;