CREATE TABLE "resignation_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resignation_id" uuid NOT NULL,
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
CREATE TABLE "resignations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"request_date" date NOT NULL,
	"last_working_date" date NOT NULL,
	"resignation_type" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"requested_by" uuid,
	"requested_by_label" text NOT NULL,
	"decided_by" uuid,
	"decided_by_label" text,
	"decided_at" timestamp with time zone,
	"decision_comment" text,
	"completed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resignation_events" ADD CONSTRAINT "resignation_events_resignation_id_resignations_id_fk" FOREIGN KEY ("resignation_id") REFERENCES "public"."resignations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resignation_events" ADD CONSTRAINT "resignation_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resignations" ADD CONSTRAINT "resignations_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resignations" ADD CONSTRAINT "resignations_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resignations" ADD CONSTRAINT "resignations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resignation_events_resignation_idx" ON "resignation_events" USING btree ("resignation_id","seq");--> statement-breakpoint
CREATE INDEX "resignations_employee_idx" ON "resignations" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "resignations_status_idx" ON "resignations" USING btree ("status","last_working_date");--> statement-breakpoint
CREATE UNIQUE INDEX "resignations_one_open_key" ON "resignations" USING btree ("employee_id") WHERE "resignations"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "resignations_due_idx" ON "resignations" USING btree ("last_working_date") WHERE "resignations"."status" = 'approved';