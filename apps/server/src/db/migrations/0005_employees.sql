ALTER TABLE "user_roles" ADD COLUMN "scope_unit_ids" uuid[];--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "email_personal" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "search_tokens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "termination_date" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "resignation_type" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "rrn_enc" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "salary_enc" text;--> statement-breakpoint
CREATE INDEX "employees_employee_no_pattern_idx" ON "employees" USING btree ("employee_no" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "employees_search_tokens_idx" ON "employees" USING gin ("search_tokens");--> statement-breakpoint
CREATE INDEX "employees_division_idx" ON "employees" USING btree ("division_id");--> statement-breakpoint
CREATE INDEX "employees_headquarters_idx" ON "employees" USING btree ("headquarters_id");--> statement-breakpoint
CREATE INDEX "employees_part_idx" ON "employees" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "employees_termination_idx" ON "employees" USING btree ("termination_date") WHERE "employees"."employment_status" = '퇴직';--> statement-breakpoint
CREATE UNIQUE INDEX "employees_email_key" ON "employees" USING btree (lower("email")) WHERE "employees"."email" <> '';