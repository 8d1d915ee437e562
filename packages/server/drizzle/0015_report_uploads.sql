-- Report uploads: the airing reports stations and ad servers send (post logs, as-run logs, delivery
-- reports), every row kept with its place and what became of it, and the issues found checking each
-- airing against the spot's rights. Client-owned from the start (tenant column filled from the
-- transaction's client, row-level security keyed on it, the application role granted). A spot's
-- length joins its profile, so an airing of another length is caught.
ALTER TABLE "assets" ADD COLUMN "length_seconds" integer;--> statement-breakpoint
CREATE TABLE "airing_sources" (
  "tenant_id" integer DEFAULT rightsdesk_client_default() NOT NULL REFERENCES "tenants"("id"),
  "id" serial PRIMARY KEY NOT NULL,
  "name" text NOT NULL,
  "mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "media_type" text NOT NULL,
  "media_sub_type" text,
  "territory" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "created_by" integer,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_by" integer
);--> statement-breakpoint
CREATE UNIQUE INDEX "airing_sources_name_key" ON "airing_sources" USING btree ("tenant_id", lower("name"));--> statement-breakpoint
ALTER TABLE "airing_sources" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "airing_sources_client" ON "airing_sources" USING ("tenant_id" = rightsdesk_client_id()) WITH CHECK ("tenant_id" = rightsdesk_client_id());--> statement-breakpoint
CREATE TABLE "airing_uploads" (
  "tenant_id" integer DEFAULT rightsdesk_client_default() NOT NULL REFERENCES "tenants"("id"),
  "id" serial PRIMARY KEY NOT NULL,
  "source_id" integer NOT NULL REFERENCES "airing_sources"("id") ON DELETE restrict,
  "file_name" text NOT NULL,
  "format" text NOT NULL CHECK ("format" IN ('csv', 'xlsx', 'xls')),
  "encoding" text,
  "media_type" text NOT NULL,
  "media_sub_type" text,
  "territory" text,
  "mapping" jsonb NOT NULL,
  "rows_total" integer NOT NULL,
  "rows_counted" integer NOT NULL,
  "rows_restated" integer NOT NULL,
  "rows_not_aired" integer NOT NULL,
  "rows_unreadable" integer NOT NULL,
  "rows_skipped" integer NOT NULL,
  "first_air_date" date,
  "last_air_date" date,
  "uploaded_by" integer,
  "uploaded_by_name" text NOT NULL,
  "uploaded_on" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "airing_uploads_tenant_idx" ON "airing_uploads" USING btree ("tenant_id", "id");--> statement-breakpoint
CREATE INDEX "airing_uploads_source_idx" ON "airing_uploads" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "airing_uploads_file_name_trgm" ON "airing_uploads" USING gin ("file_name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "airing_uploads" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "airing_uploads_client" ON "airing_uploads" USING ("tenant_id" = rightsdesk_client_id()) WITH CHECK ("tenant_id" = rightsdesk_client_id());--> statement-breakpoint
CREATE TABLE "airing_rows" (
  "tenant_id" integer DEFAULT rightsdesk_client_default() NOT NULL REFERENCES "tenants"("id"),
  "id" serial PRIMARY KEY NOT NULL,
  "upload_id" integer NOT NULL REFERENCES "airing_uploads"("id") ON DELETE cascade,
  "source_id" integer NOT NULL REFERENCES "airing_sources"("id") ON DELETE restrict,
  "sheet" text NOT NULL,
  "row_number" integer NOT NULL,
  "outcome" text NOT NULL CHECK ("outcome" IN ('counted', 'restated', 'notAired', 'unreadable', 'skipped')),
  "raw" jsonb NOT NULL,
  "ad_id" text,
  "asset_id" integer REFERENCES "assets"("id") ON DELETE set null,
  "air_date" date,
  "air_time" text,
  "length_seconds" integer,
  "outlet" text,
  "market" text,
  "program" text,
  "status_text" text,
  "use_kind" text,
  "airing_key" text,
  "restates_row_id" integer REFERENCES "airing_rows"("id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "airing_rows_restatement_idx" ON "airing_rows" USING btree ("tenant_id", "source_id", "airing_key") WHERE "outcome" IN ('counted', 'notAired');--> statement-breakpoint
CREATE INDEX "airing_rows_upload_idx" ON "airing_rows" USING btree ("upload_id", "id");--> statement-breakpoint
CREATE INDEX "airing_rows_asset_day_idx" ON "airing_rows" USING btree ("asset_id", "air_date");--> statement-breakpoint
CREATE INDEX "airing_rows_ad_id_idx" ON "airing_rows" USING btree ("tenant_id", "ad_id");--> statement-breakpoint
CREATE INDEX "airing_rows_restates_idx" ON "airing_rows" USING btree ("restates_row_id") WHERE "restates_row_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "airing_rows" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "airing_rows_client" ON "airing_rows" USING ("tenant_id" = rightsdesk_client_id()) WITH CHECK ("tenant_id" = rightsdesk_client_id());--> statement-breakpoint
CREATE TABLE "airing_issues" (
  "tenant_id" integer DEFAULT rightsdesk_client_default() NOT NULL REFERENCES "tenants"("id"),
  "id" serial PRIMARY KEY NOT NULL,
  "upload_id" integer NOT NULL REFERENCES "airing_uploads"("id") ON DELETE cascade,
  "row_id" integer NOT NULL REFERENCES "airing_rows"("id") ON DELETE cascade,
  "asset_id" integer REFERENCES "assets"("id") ON DELETE set null,
  "kind" text NOT NULL,
  "message" text NOT NULL,
  "item" jsonb,
  "amount_cents" bigint,
  "fee_note" text,
  "proposed_date" date,
  "suggestions" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "status" text DEFAULT 'open' NOT NULL,
  "note" text,
  "resolved_by" integer,
  "resolved_on" timestamp with time zone,
  "created_on" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "airing_issues_upload_status_idx" ON "airing_issues" USING btree ("upload_id", "status");--> statement-breakpoint
CREATE INDEX "airing_issues_row_idx" ON "airing_issues" USING btree ("row_id");--> statement-breakpoint
CREATE INDEX "airing_issues_open_asset_idx" ON "airing_issues" USING btree ("asset_id") WHERE "status" = 'open';--> statement-breakpoint
CREATE INDEX "airing_issues_tenant_idx" ON "airing_issues" USING btree ("tenant_id", "id");--> statement-breakpoint
ALTER TABLE "airing_issues" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "airing_issues_client" ON "airing_issues" USING ("tenant_id" = rightsdesk_client_id()) WITH CHECK ("tenant_id" = rightsdesk_client_id());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "airing_sources", "airing_uploads", "airing_rows", "airing_issues" TO rightsdesk_app;--> statement-breakpoint
GRANT USAGE, SELECT, UPDATE ON SEQUENCE "airing_sources_id_seq", "airing_uploads_id_seq", "airing_rows_id_seq", "airing_issues_id_seq" TO rightsdesk_app;
