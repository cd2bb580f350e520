CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"issue_year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"code_enc" text NOT NULL,
	"kind" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"corporation_id" uuid,
	"items" text[] NOT NULL,
	"purpose" text DEFAULT '' NOT NULL,
	"content" jsonb NOT NULL,
	"requested_by" text NOT NULL,
	"issued_by" text,
	"issued_by_label" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corporation_seals" (
	"corporation_id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"image" "bytea" NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_corporation_id_corporations_id_fk" FOREIGN KEY ("corporation_id") REFERENCES "public"."corporations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporation_seals" ADD CONSTRAINT "corporation_seals_corporation_id_corporations_id_fk" FOREIGN KEY ("corporation_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_number_key" ON "certificates" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_year_sequence_key" ON "certificates" USING btree ("issue_year","sequence");--> statement-breakpoint
CREATE INDEX "certificates_employee_idx" ON "certificates" USING btree ("employee_id","issued_at");--> statement-breakpoint
CREATE INDEX "certificates_issued_at_idx" ON "certificates" USING btree ("issued_at");