-- Completion reports and their revise log: client-owned from the start (tenant column filled from the
-- transaction's client, row-level security keyed on it, the application role granted).
CREATE TABLE "completion_reports" (
  "tenant_id" integer DEFAULT rightsdesk_client_default() NOT NULL REFERENCES "tenants"("id"),
  "id" serial PRIMARY KEY NOT NULL,
  "name" text NOT NULL,
  "asset_id" integer NOT NULL REFERENCES "assets"("id") ON DELETE restrict,
  "edit_version_id" integer REFERENCES "assets"("id") ON DELETE restrict,
  "production_date" date,
  "stage" text DEFAULT 'draft' NOT NULL CHECK ("stage" IN ('draft', 'submitted', 'revised')),
  "status" text DEFAULT 'INCOMPLETE' NOT NULL CHECK ("status" IN ('COMPLETED', 'INCOMPLETE')),
  "submitted_at" timestamp with time zone,
  "submitted_by" integer,
  "archived_at" timestamp with time zone,
  "archived_by" integer,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "created_by" integer,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_by" integer,
  "version" integer DEFAULT 1 NOT NULL
);--> statement-breakpoint
CREATE INDEX "completion_reports_tenant_idx" ON "completion_reports" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "completion_reports_name_trgm" ON "completion_reports" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "completion_reports_name_sort" ON "completion_reports" USING btree (lower("name") COLLATE "C", "id");--> statement-breakpoint
CREATE INDEX "completion_reports_asset_idx" ON "completion_reports" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "completion_reports_edit_version_idx" ON "completion_reports" USING btree ("edit_version_id");--> statement-breakpoint
CREATE INDEX "completion_reports_status_idx" ON "completion_reports" USING btree ("status", "stage");--> statement-breakpoint
CREATE INDEX "completion_reports_production_date_idx" ON "completion_reports" USING btree ((case when "production_date" > '0001-01-01'::date and "production_date" <= '9999-12-31'::date then "production_date" end), "id");--> statement-breakpoint
CREATE INDEX "completion_reports_archived_idx" ON "completion_reports" USING btree ("archived_at");--> statement-breakpoint
ALTER TABLE "completion_reports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "completion_reports_client" ON "completion_reports" USING ("tenant_id" = rightsdesk_client_id()) WITH CHECK ("tenant_id" = rightsdesk_client_id());--> statement-breakpoint
CREATE TABLE "completion_report_revisions" (
  "tenant_id" integer DEFAULT rightsdesk_client_default() NOT NULL REFERENCES "tenants"("id"),
  "id" serial PRIMARY KEY NOT NULL,
  "report_id" integer NOT NULL REFERENCES "completion_reports"("id") ON DELETE cascade,
  "number" integer NOT NULL,
  "reason" text,
  "submitted" jsonb NOT NULL,
  "changes" jsonb,
  "revised_at" timestamp with time zone NOT NULL,
  "revised_by" integer,
  "resubmitted_at" timestamp with time zone,
  "resubmitted_by" integer
);--> statement-breakpoint
CREATE UNIQUE INDEX "completion_report_revisions_number" ON "completion_report_revisions" USING btree ("report_id", "number");--> statement-breakpoint
CREATE INDEX "completion_report_revisions_tenant_idx" ON "completion_report_revisions" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "completion_report_revisions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "completion_report_revisions_client" ON "completion_report_revisions" USING ("tenant_id" = rightsdesk_client_id()) WITH CHECK ("tenant_id" = rightsdesk_client_id());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "completion_reports", "completion_report_revisions" TO rightsdesk_app;--> statement-breakpoint
GRANT USAGE, SELECT, UPDATE ON SEQUENCE "completion_reports_id_seq", "completion_report_revisions_id_seq" TO rightsdesk_app;
