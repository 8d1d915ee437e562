-- What a call's access rests on (its session, user, profile, role and rights, its client) carries one
-- version number. Every change to those tables moves it, in the same transaction as the change, and
-- a server that remembers callers compares it inside each call's own transaction: a remembered
-- caller is used only while nothing it was made from has changed since, on any server.
CREATE TABLE "auth_epoch" (
  "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "version" bigint NOT NULL DEFAULT 0
);--> statement-breakpoint
INSERT INTO "auth_epoch" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- The owner's function: the application role may read the version but never set it.
CREATE OR REPLACE FUNCTION rightsdesk_auth_changed() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  UPDATE auth_epoch SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_auth_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION rightsdesk_auth_changed();--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER UPDATE OF "user_name", "status", "tenant_id", "user_type_id", "term_accepted_on", "must_change_password" OR DELETE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION rightsdesk_auth_changed();--> statement-breakpoint
CREATE TRIGGER "users_auth_truncated" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION rightsdesk_auth_changed();--> statement-breakpoint
CREATE TRIGGER "user_profiles_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_profiles" FOR EACH STATEMENT EXECUTE FUNCTION rightsdesk_auth_changed();--> statement-breakpoint
CREATE TRIGGER "roles_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION rightsdesk_auth_changed();--> statement-breakpoint
CREATE TRIGGER "role_module_accesses_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_module_accesses" FOR EACH STATEMENT EXECUTE FUNCTION rightsdesk_auth_changed();--> statement-breakpoint
CREATE TRIGGER "role_item_accesses_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_item_accesses" FOR EACH STATEMENT EXECUTE FUNCTION rightsdesk_auth_changed();--> statement-breakpoint
CREATE TRIGGER "user_types_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_types" FOR EACH STATEMENT EXECUTE FUNCTION rightsdesk_auth_changed();--> statement-breakpoint
CREATE TRIGGER "elevated_roles_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "elevated_roles" FOR EACH STATEMENT EXECUTE FUNCTION rightsdesk_auth_changed();--> statement-breakpoint
CREATE TRIGGER "tenants_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tenants" FOR EACH STATEMENT EXECUTE FUNCTION rightsdesk_auth_changed();--> statement-breakpoint
REVOKE ALL ON "auth_epoch" FROM rightsdesk_app;--> statement-breakpoint
GRANT SELECT ON "auth_epoch" TO rightsdesk_app;
