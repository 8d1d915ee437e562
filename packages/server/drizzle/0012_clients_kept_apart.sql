-- Every business record belongs to one client (a tenant). The application works as the role
-- rightsdesk_app, which row-level security holds to the client named by the transaction's setting
-- rightsdesk.client_id (db/client-scope.ts); work outside a request (migrations, seeds, start-up
-- checks) runs as the owner and puts what it writes in the provider's own client.
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'rightsdesk_app') THEN
    CREATE ROLE rightsdesk_app NOLOGIN NOBYPASSRLS;
  END IF;
END $$;--> statement-breakpoint
DO $$ BEGIN
  IF NOT pg_has_role(current_user, 'rightsdesk_app', 'MEMBER') THEN
    EXECUTE format('GRANT rightsdesk_app TO %I', current_user);
  END IF;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION rightsdesk_client_id() RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT nullif(current_setting('rightsdesk.client_id', true), '')::integer
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION rightsdesk_client_default() RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce(rightsdesk_client_id(), (SELECT id FROM tenants WHERE is_provider ORDER BY id LIMIT 1))
$$;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "tenant_id" integer DEFAULT rightsdesk_client_default() REFERENCES "tenants"("id");--> statement-breakpoint
UPDATE "companies" SET "tenant_id" = rightsdesk_client_default() WHERE "tenant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "companies" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "companies_tenant_idx" ON "companies" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "companies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "companies_client" ON "companies" USING ("tenant_id" = rightsdesk_client_id()) WITH CHECK ("tenant_id" = rightsdesk_client_id());--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "tenant_id" integer DEFAULT rightsdesk_client_default() REFERENCES "tenants"("id");--> statement-breakpoint
UPDATE "people" SET "tenant_id" = rightsdesk_client_default() WHERE "tenant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "people" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "people_tenant_idx" ON "people" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "people" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "people_client" ON "people" USING ("tenant_id" = rightsdesk_client_id()) WITH CHECK ("tenant_id" = rightsdesk_client_id());--> statement-breakpoint
ALTER TABLE "person_photos" ADD COLUMN "tenant_id" integer DEFAULT rightsdesk_client_default() REFERENCES "tenants"("id");--> statement-breakpoint
UPDATE "person_photos" SET "tenant_id" = rightsdesk_client_default() WHERE "tenant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "person_photos" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "person_photos_tenant_idx" ON "person_photos" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "person_photos" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "person_photos_client" ON "person_photos" USING ("tenant_id" = rightsdesk_client_id()) WITH CHECK ("tenant_id" = rightsdesk_client_id());--> statement-breakpoint
ALTER TABLE "record_items" ADD COLUMN "tenant_id" integer DEFAULT rightsdesk_client_default() REFERENCES "tenants"("id");--> statement-breakpoint
UPDATE "record_items" SET "tenant_id" = rightsdesk_client_default() WHERE "tenant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "record_items" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "record_items_tenant_idx" ON "record_items" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "record_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "record_items_client" ON "record_items" USING ("tenant_id" = rightsdesk_client_id()) WITH CHECK ("tenant_id" = rightsdesk_client_id());--> statement-breakpoint
ALTER TABLE "record_locks" ADD COLUMN "tenant_id" integer DEFAULT rightsdesk_client_default() REFERENCES "tenants"("id");--> statement-breakpoint
UPDATE "record_locks" SET "tenant_id" = rightsdesk_client_default() WHERE "tenant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "record_locks" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "record_locks_tenant_idx" ON "record_locks" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "record_locks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "record_locks_client" ON "record_locks" USING ("tenant_id" = rightsdesk_client_id()) WITH CHECK ("tenant_id" = rightsdesk_client_id());--> statement-breakpoint
ALTER TABLE "blobs" ADD COLUMN "tenant_id" integer DEFAULT rightsdesk_client_default() REFERENCES "tenants"("id");--> statement-breakpoint
UPDATE "blobs" SET "tenant_id" = rightsdesk_client_default() WHERE "tenant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "blobs" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "blobs_tenant_idx" ON "blobs" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "blobs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "blobs_client" ON "blobs" USING ("tenant_id" = rightsdesk_client_id()) WITH CHECK ("tenant_id" = rightsdesk_client_id());--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "tenant_id" integer DEFAULT rightsdesk_client_default() REFERENCES "tenants"("id");--> statement-breakpoint
UPDATE "documents" SET "tenant_id" = rightsdesk_client_default() WHERE "tenant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "documents_tenant_idx" ON "documents" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "documents_client" ON "documents" USING ("tenant_id" = rightsdesk_client_id()) WITH CHECK ("tenant_id" = rightsdesk_client_id());--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "tenant_id" integer DEFAULT rightsdesk_client_default() REFERENCES "tenants"("id");--> statement-breakpoint
UPDATE "assets" SET "tenant_id" = rightsdesk_client_default() WHERE "tenant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "assets" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "assets_tenant_idx" ON "assets" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "assets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "assets_client" ON "assets" USING ("tenant_id" = rightsdesk_client_id()) WITH CHECK ("tenant_id" = rightsdesk_client_id());--> statement-breakpoint
ALTER TABLE "asset_use_rights" ADD COLUMN "tenant_id" integer DEFAULT rightsdesk_client_default() REFERENCES "tenants"("id");--> statement-breakpoint
UPDATE "asset_use_rights" SET "tenant_id" = rightsdesk_client_default() WHERE "tenant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "asset_use_rights" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "asset_use_rights_tenant_idx" ON "asset_use_rights" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "asset_use_rights" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "asset_use_rights_client" ON "asset_use_rights" USING ("tenant_id" = rightsdesk_client_id()) WITH CHECK ("tenant_id" = rightsdesk_client_id());--> statement-breakpoint
ALTER TABLE "elements" ADD COLUMN "tenant_id" integer DEFAULT rightsdesk_client_default() REFERENCES "tenants"("id");--> statement-breakpoint
UPDATE "elements" SET "tenant_id" = rightsdesk_client_default() WHERE "tenant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "elements" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "elements_tenant_idx" ON "elements" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "elements" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "elements_client" ON "elements" USING ("tenant_id" = rightsdesk_client_id()) WITH CHECK ("tenant_id" = rightsdesk_client_id());--> statement-breakpoint
ALTER TABLE "element_licences" ADD COLUMN "tenant_id" integer DEFAULT rightsdesk_client_default() REFERENCES "tenants"("id");--> statement-breakpoint
UPDATE "element_licences" SET "tenant_id" = rightsdesk_client_default() WHERE "tenant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "element_licences" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "element_licences_tenant_idx" ON "element_licences" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "element_licences" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "element_licences_client" ON "element_licences" USING ("tenant_id" = rightsdesk_client_id()) WITH CHECK ("tenant_id" = rightsdesk_client_id());--> statement-breakpoint
ALTER TABLE "asset_elements" ADD COLUMN "tenant_id" integer DEFAULT rightsdesk_client_default() REFERENCES "tenants"("id");--> statement-breakpoint
UPDATE "asset_elements" SET "tenant_id" = rightsdesk_client_default() WHERE "tenant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "asset_elements" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "asset_elements_tenant_idx" ON "asset_elements" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "asset_elements" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "asset_elements_client" ON "asset_elements" USING ("tenant_id" = rightsdesk_client_id()) WITH CHECK ("tenant_id" = rightsdesk_client_id());--> statement-breakpoint
ALTER TABLE "contract_snippets" ADD COLUMN "tenant_id" integer DEFAULT rightsdesk_client_default() REFERENCES "tenants"("id");--> statement-breakpoint
UPDATE "contract_snippets" SET "tenant_id" = rightsdesk_client_default() WHERE "tenant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "contract_snippets" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "contract_snippets_tenant_idx" ON "contract_snippets" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "contract_snippets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "contract_snippets_client" ON "contract_snippets" USING ("tenant_id" = rightsdesk_client_id()) WITH CHECK ("tenant_id" = rightsdesk_client_id());--> statement-breakpoint
ALTER TABLE "contract_templates" ADD COLUMN "tenant_id" integer DEFAULT rightsdesk_client_default() REFERENCES "tenants"("id");--> statement-breakpoint
UPDATE "contract_templates" SET "tenant_id" = rightsdesk_client_default() WHERE "tenant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "contract_templates" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "contract_templates_tenant_idx" ON "contract_templates" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "contract_templates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "contract_templates_client" ON "contract_templates" USING ("tenant_id" = rightsdesk_client_id()) WITH CHECK ("tenant_id" = rightsdesk_client_id());--> statement-breakpoint
ALTER TABLE "contract_template_parts" ADD COLUMN "tenant_id" integer DEFAULT rightsdesk_client_default() REFERENCES "tenants"("id");--> statement-breakpoint
UPDATE "contract_template_parts" SET "tenant_id" = rightsdesk_client_default() WHERE "tenant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "contract_template_parts" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "contract_template_parts_tenant_idx" ON "contract_template_parts" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "contract_template_parts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "contract_template_parts_client" ON "contract_template_parts" USING ("tenant_id" = rightsdesk_client_id()) WITH CHECK ("tenant_id" = rightsdesk_client_id());--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "tenant_id" integer DEFAULT rightsdesk_client_default() REFERENCES "tenants"("id");--> statement-breakpoint
UPDATE "contracts" SET "tenant_id" = rightsdesk_client_default() WHERE "tenant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "contracts_tenant_idx" ON "contracts" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "contracts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "contracts_client" ON "contracts" USING ("tenant_id" = rightsdesk_client_id()) WITH CHECK ("tenant_id" = rightsdesk_client_id());--> statement-breakpoint
ALTER TABLE "contract_guarantees" ADD COLUMN "tenant_id" integer DEFAULT rightsdesk_client_default() REFERENCES "tenants"("id");--> statement-breakpoint
UPDATE "contract_guarantees" SET "tenant_id" = rightsdesk_client_default() WHERE "tenant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "contract_guarantees" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "contract_guarantees_tenant_idx" ON "contract_guarantees" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "contract_guarantees" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "contract_guarantees_client" ON "contract_guarantees" USING ("tenant_id" = rightsdesk_client_id()) WITH CHECK ("tenant_id" = rightsdesk_client_id());--> statement-breakpoint
ALTER TABLE "contract_guarantee_payments" ADD COLUMN "tenant_id" integer DEFAULT rightsdesk_client_default() REFERENCES "tenants"("id");--> statement-breakpoint
UPDATE "contract_guarantee_payments" SET "tenant_id" = rightsdesk_client_default() WHERE "tenant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "contract_guarantee_payments" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "contract_guarantee_payments_tenant_idx" ON "contract_guarantee_payments" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "contract_guarantee_payments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "contract_guarantee_payments_client" ON "contract_guarantee_payments" USING ("tenant_id" = rightsdesk_client_id()) WITH CHECK ("tenant_id" = rightsdesk_client_id());--> statement-breakpoint
ALTER TABLE "contract_assets" ADD COLUMN "tenant_id" integer DEFAULT rightsdesk_client_default() REFERENCES "tenants"("id");--> statement-breakpoint
UPDATE "contract_assets" SET "tenant_id" = rightsdesk_client_default() WHERE "tenant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "contract_assets" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "contract_assets_tenant_idx" ON "contract_assets" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "contract_assets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "contract_assets_client" ON "contract_assets" USING ("tenant_id" = rightsdesk_client_id()) WITH CHECK ("tenant_id" = rightsdesk_client_id());--> statement-breakpoint
ALTER TABLE "company_alert_preferences" ADD COLUMN "tenant_id" integer DEFAULT rightsdesk_client_default() REFERENCES "tenants"("id");--> statement-breakpoint
UPDATE "company_alert_preferences" SET "tenant_id" = rightsdesk_client_default() WHERE "tenant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "company_alert_preferences" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "company_alert_preferences_tenant_idx" ON "company_alert_preferences" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "company_alert_preferences" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "company_alert_preferences_client" ON "company_alert_preferences" USING ("tenant_id" = rightsdesk_client_id()) WITH CHECK ("tenant_id" = rightsdesk_client_id());--> statement-breakpoint
ALTER TABLE "alert_marks" ADD COLUMN "tenant_id" integer DEFAULT rightsdesk_client_default() REFERENCES "tenants"("id");--> statement-breakpoint
UPDATE "alert_marks" SET "tenant_id" = rightsdesk_client_default() WHERE "tenant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "alert_marks" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "alert_marks_tenant_idx" ON "alert_marks" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "alert_marks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "alert_marks_client" ON "alert_marks" USING ("tenant_id" = rightsdesk_client_id()) WITH CHECK ("tenant_id" = rightsdesk_client_id());--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "tenant_id" integer DEFAULT rightsdesk_client_default() REFERENCES "tenants"("id");--> statement-breakpoint
UPDATE "reminders" SET "tenant_id" = rightsdesk_client_default() WHERE "tenant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "reminders" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "reminders_tenant_idx" ON "reminders" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "reminders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "reminders_client" ON "reminders" USING ("tenant_id" = rightsdesk_client_id()) WITH CHECK ("tenant_id" = rightsdesk_client_id());--> statement-breakpoint
ALTER TABLE "todos" ADD COLUMN "tenant_id" integer DEFAULT rightsdesk_client_default() REFERENCES "tenants"("id");--> statement-breakpoint
UPDATE "todos" SET "tenant_id" = rightsdesk_client_default() WHERE "tenant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "todos" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "todos_tenant_idx" ON "todos" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "todos" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "todos_client" ON "todos" USING ("tenant_id" = rightsdesk_client_id()) WITH CHECK ("tenant_id" = rightsdesk_client_id());--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "tenant_id" integer DEFAULT rightsdesk_client_default() REFERENCES "tenants"("id");--> statement-breakpoint
UPDATE "calendar_feeds" SET "tenant_id" = rightsdesk_client_default() WHERE "tenant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "calendar_feeds_tenant_idx" ON "calendar_feeds" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "calendar_feeds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "calendar_feeds_client" ON "calendar_feeds" USING ("tenant_id" = rightsdesk_client_id()) WITH CHECK ("tenant_id" = rightsdesk_client_id());--> statement-breakpoint
ALTER TABLE "dashboard_layouts" ADD COLUMN "tenant_id" integer DEFAULT rightsdesk_client_default() REFERENCES "tenants"("id");--> statement-breakpoint
UPDATE "dashboard_layouts" SET "tenant_id" = rightsdesk_client_default() WHERE "tenant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "dashboard_layouts" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "dashboard_layouts_tenant_idx" ON "dashboard_layouts" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "dashboard_layouts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "dashboard_layouts_client" ON "dashboard_layouts" USING ("tenant_id" = rightsdesk_client_id()) WITH CHECK ("tenant_id" = rightsdesk_client_id());--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "tenant_id" integer DEFAULT rightsdesk_client_default() REFERENCES "tenants"("id");--> statement-breakpoint
UPDATE "audit_log" SET "tenant_id" = rightsdesk_client_default() WHERE "tenant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_tenant_idx" ON "audit_log" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "audit_log_client" ON "audit_log" USING ("tenant_id" = rightsdesk_client_id()) WITH CHECK ("tenant_id" = rightsdesk_client_id());--> statement-breakpoint
-- Names a user types are unique within a client, not across clients.
DROP INDEX "companies_legal_name_type_key";--> statement-breakpoint
CREATE UNIQUE INDEX "companies_legal_name_type_key" ON "companies" USING btree ("tenant_id",lower("legal_name"),"main_type");--> statement-breakpoint
DROP INDEX "assets_ad_id_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "assets_ad_id_unique" ON "assets" USING btree ("tenant_id","ad_id");--> statement-breakpoint
DROP INDEX "contract_snippets_name_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "contract_snippets_name_unique" ON "contract_snippets" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
DROP INDEX "contract_templates_name_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "contract_templates_name_unique" ON "contract_templates" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
DROP INDEX "contracts_contract_number_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_contract_number_unique" ON "contracts" USING btree ("tenant_id","contract_number");--> statement-breakpoint
DROP INDEX "contracts_import_key_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_import_key_unique" ON "contracts" USING btree ("tenant_id","import_key");--> statement-breakpoint
-- A user's calendar feed and dashboard are kept per client they act for.
ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_pkey";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_pkey" PRIMARY KEY ("user_id","tenant_id");--> statement-breakpoint
ALTER TABLE "dashboard_layouts" DROP CONSTRAINT "dashboard_layouts_pkey";--> statement-breakpoint
ALTER TABLE "dashboard_layouts" ADD CONSTRAINT "dashboard_layouts_pkey" PRIMARY KEY ("user_id","tenant_id");--> statement-breakpoint
-- The client a provider profile acts for in a session (null: its own).
ALTER TABLE "sessions" ADD COLUMN "acting_tenant_id" integer REFERENCES "tenants"("id");--> statement-breakpoint
-- After a bulk load the application merges a list's trigram entries and refreshes its statistics,
-- which only the tables' owner may do: through this function, and for nothing else.
CREATE OR REPLACE FUNCTION rightsdesk_refresh_list_indexes(target regclass, trigram_indexes regclass[]) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  trigram regclass;
BEGIN
  FOREACH trigram IN ARRAY trigram_indexes LOOP
    PERFORM gin_clean_pending_list(trigram);
  END LOOP;
  EXECUTE format('ANALYZE %s', target);
END
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION rightsdesk_refresh_list_indexes(regclass, regclass[]) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION rightsdesk_refresh_list_indexes(regclass, regclass[]) TO rightsdesk_app;--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO rightsdesk_app;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO rightsdesk_app;--> statement-breakpoint
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO rightsdesk_app;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO rightsdesk_app;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO rightsdesk_app;
