-- Money ahead: a client's own versions of rate card figures (beside the shipped ones, which live in
-- the domain and are never stored or changed here) and the renew-or-release decisions taken on its
-- cycles, holding fees, MPUs and licences. Client-owned from the start: the tenant column filled
-- from the transaction's client, row-level security reading the client once per statement, the
-- application role granted. Decisions are kept as a history; the latest for a subject is in force.
CREATE TABLE "rate_card_entries" (
  "tenant_id" integer DEFAULT rightsdesk_client_default() NOT NULL REFERENCES "tenants"("id"),
  "id" serial PRIMARY KEY NOT NULL,
  "union_name" text NOT NULL,
  "agreement" text,
  "contract_year" integer NOT NULL,
  "category" text NOT NULL,
  "medium" text,
  "effective_from" date NOT NULL,
  "effective_to" date,
  "amount_cents" bigint NOT NULL CHECK ("amount_cents" > 0),
  "source" text NOT NULL CHECK (length(btrim("source")) > 0),
  "confidence" text NOT NULL,
  "performer_id" integer REFERENCES "people"("id") ON DELETE cascade,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "created_by" integer,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_by" integer,
  "version" integer DEFAULT 1 NOT NULL,
  CHECK ("effective_to" IS NULL OR "effective_to" >= "effective_from")
);--> statement-breakpoint
CREATE INDEX "rate_card_entries_figure_idx" ON "rate_card_entries" USING btree ("tenant_id", "union_name", "category", "effective_from");--> statement-breakpoint
ALTER TABLE "rate_card_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "rate_card_entries_client" ON "rate_card_entries" USING ("tenant_id" = (SELECT rightsdesk_client_id())) WITH CHECK ("tenant_id" = (SELECT rightsdesk_client_id()));--> statement-breakpoint
CREATE TABLE "renewal_decisions" (
  "tenant_id" integer DEFAULT rightsdesk_client_default() NOT NULL REFERENCES "tenants"("id"),
  "id" serial PRIMARY KEY NOT NULL,
  "subject_key" text NOT NULL,
  "subject" jsonb NOT NULL,
  "asset_id" integer REFERENCES "assets"("id") ON DELETE cascade,
  "element_id" integer REFERENCES "elements"("id") ON DELETE cascade,
  "choice" text NOT NULL CHECK ("choice" IN ('renew', 'notRenewing')),
  "note" text,
  "decided_by" integer NOT NULL REFERENCES "users"("id"),
  "decided_on" date NOT NULL,
  "decided_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "renewal_decisions_subject_idx" ON "renewal_decisions" USING btree ("tenant_id", "subject_key", "decided_at");--> statement-breakpoint
CREATE INDEX "renewal_decisions_asset_idx" ON "renewal_decisions" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "renewal_decisions_element_idx" ON "renewal_decisions" USING btree ("element_id");--> statement-breakpoint
ALTER TABLE "renewal_decisions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "renewal_decisions_client" ON "renewal_decisions" USING ("tenant_id" = (SELECT rightsdesk_client_id())) WITH CHECK ("tenant_id" = (SELECT rightsdesk_client_id()));--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "rate_card_entries", "renewal_decisions" TO rightsdesk_app;--> statement-breakpoint
GRANT USAGE, SELECT, UPDATE ON SEQUENCE "rate_card_entries_id_seq", "renewal_decisions_id_seq" TO rightsdesk_app;
--> statement-breakpoint
-- A spot or element released by not renewing stays RELEASED (USE ACTIVE) through its last paid day
-- and is plain RELEASED after: that day is kept with the stored status, so the status ages on time.
ALTER TABLE "assets" ADD COLUMN "released_use_ends" date;--> statement-breakpoint
ALTER TABLE "elements" ADD COLUMN "released_use_ends" date;
