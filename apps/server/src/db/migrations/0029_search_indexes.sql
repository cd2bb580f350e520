CREATE INDEX "checklist_documents_instance_idx" ON "checklist_documents" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "checklist_documents_search_idx" ON "checklist_documents" USING gin (search_tokens("filename"));--> statement-breakpoint
CREATE INDEX "checklist_templates_search_idx" ON "checklist_templates" USING gin (search_tokens("name"));--> statement-breakpoint
CREATE INDEX "employees_name_c_idx" ON "employees" USING btree ("name_kor" collate "C","id");--> statement-breakpoint
CREATE INDEX "employees_employee_no_compact_idx" ON "employees" USING btree (lower(replace("employee_no", '-', '')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "org_units_search_idx" ON "org_units" USING gin (search_tokens("name"));--> statement-breakpoint
CREATE INDEX "org_units_typing_idx" ON "org_units" USING gin (hangul_typing_keys(search_tokens("name")));--> statement-breakpoint
CREATE INDEX "applicant_documents_search_idx" ON "applicant_documents" USING gin (search_tokens("filename"));--> statement-breakpoint
CREATE INDEX "applicants_search_idx" ON "applicants" USING gin (search_tokens("name"));--> statement-breakpoint
CREATE INDEX "applicants_typing_idx" ON "applicants" USING gin (hangul_typing_keys(search_tokens("name")));--> statement-breakpoint
CREATE INDEX "applicants_email_pattern_idx" ON "applicants" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "recruitment_notices_search_idx" ON "recruitment_notices" USING gin (search_tokens("title"));