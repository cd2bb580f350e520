CREATE TABLE "reporting_lines" (
	"unit_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"manager_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reporting_lines_unit_id_employee_id_manager_id_pk" PRIMARY KEY("unit_id","employee_id","manager_id"),
	CONSTRAINT "reporting_lines_not_self" CHECK ("reporting_lines"."manager_id" <> "reporting_lines"."employee_id")
);
--> statement-breakpoint
ALTER TABLE "reporting_lines" ADD CONSTRAINT "reporting_lines_manager_id_employees_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_lines" ADD CONSTRAINT "reporting_lines_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_lines" ADD CONSTRAINT "reporting_lines_placement_fk" FOREIGN KEY ("unit_id","employee_id") REFERENCES "public"."unit_members"("unit_id","employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reporting_lines_one_primary_key" ON "reporting_lines" USING btree ("unit_id","employee_id") WHERE "reporting_lines"."kind" = 'primary';--> statement-breakpoint
CREATE INDEX "reporting_lines_manager_idx" ON "reporting_lines" USING btree ("manager_id");