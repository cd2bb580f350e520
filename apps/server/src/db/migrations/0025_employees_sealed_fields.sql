ALTER TABLE "employees" ADD COLUMN "bank_enc" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "disability_enc" text;