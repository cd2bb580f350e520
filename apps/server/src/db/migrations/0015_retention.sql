CREATE TABLE "retention_holds" (
	"employee_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"held_by" text NOT NULL,
	"held_by_user_id" uuid,
	"held_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "retention_holds" ADD CONSTRAINT "retention_holds_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;