CREATE TABLE "appointment_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"filename" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_by_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "previous" jsonb;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "batch_row" integer;--> statement-breakpoint
ALTER TABLE "appointment_batches" ADD CONSTRAINT "appointment_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_batches_number_key" ON "appointment_batches" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_batches_year_seq_key" ON "appointment_batches" USING btree ("year","seq");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_batch_id_appointment_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."appointment_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_batch_idx" ON "appointments" USING btree ("batch_id");