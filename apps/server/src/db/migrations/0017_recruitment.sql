CREATE TABLE "applicant_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applicant_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" uuid,
	"actor_label" text NOT NULL,
	"comment" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigserial NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applicants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notice_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"birth_date" date,
	"apply_channel" text NOT NULL,
	"wanted_id" text DEFAULT '' NOT NULL,
	"applied_job_function" text NOT NULL,
	"applied_at" date NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"employee_id" uuid,
	"employee_no" text,
	"integrated_at" timestamp with time zone,
	"integrated_by_label" text,
	"anonymized_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_evaluations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"interviewer_id" uuid,
	"interviewer_label" text NOT NULL,
	"score" smallint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruitment_notice_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notice_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" uuid,
	"actor_label" text NOT NULL,
	"comment" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigserial NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruitment_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"unit_id" uuid,
	"unit_name" text NOT NULL,
	"unit_path" text NOT NULL,
	"job_function" text NOT NULL,
	"employment_type" text NOT NULL,
	"headcount" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"required_documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'waiting_approval' NOT NULL,
	"author_id" uuid,
	"author_label" text NOT NULL,
	"approver_id" uuid,
	"approver_label" text,
	"return_comment" text,
	"approved_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applicant_documents" ADD CONSTRAINT "applicant_documents_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_events" ADD CONSTRAINT "applicant_events_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_events" ADD CONSTRAINT "applicant_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_notice_id_recruitment_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."recruitment_notices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_evaluations" ADD CONSTRAINT "interview_evaluations_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_evaluations" ADD CONSTRAINT "interview_evaluations_interviewer_id_users_id_fk" FOREIGN KEY ("interviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_notice_events" ADD CONSTRAINT "recruitment_notice_events_notice_id_recruitment_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."recruitment_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_notice_events" ADD CONSTRAINT "recruitment_notice_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_notices" ADD CONSTRAINT "recruitment_notices_unit_id_org_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."org_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_notices" ADD CONSTRAINT "recruitment_notices_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_notices" ADD CONSTRAINT "recruitment_notices_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicant_documents_applicant_idx" ON "applicant_documents" USING btree ("applicant_id");--> statement-breakpoint
CREATE INDEX "applicant_events_applicant_idx" ON "applicant_events" USING btree ("applicant_id","seq");--> statement-breakpoint
CREATE INDEX "applicants_notice_idx" ON "applicants" USING btree ("notice_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "applicants_notice_email_key" ON "applicants" USING btree ("notice_id",lower("email")) WHERE "applicants"."anonymized_at" is null;--> statement-breakpoint
CREATE INDEX "applicants_integrated_idx" ON "applicants" USING btree ("integrated_at") WHERE "applicants"."integrated_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_evaluations_one_key" ON "interview_evaluations" USING btree ("applicant_id","stage","interviewer_id");--> statement-breakpoint
CREATE INDEX "recruitment_notice_events_notice_idx" ON "recruitment_notice_events" USING btree ("notice_id","seq");--> statement-breakpoint
CREATE INDEX "recruitment_notices_status_idx" ON "recruitment_notices" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "recruitment_notices_unit_idx" ON "recruitment_notices" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "recruitment_notices_job_function_idx" ON "recruitment_notices" USING btree ("job_function");--> statement-breakpoint
CREATE INDEX "recruitment_notices_closed_idx" ON "recruitment_notices" USING btree ("closed_at") WHERE "recruitment_notices"."closed_at" is not null;