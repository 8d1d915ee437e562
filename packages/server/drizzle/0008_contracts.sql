CREATE TABLE "contract_assets" (
	"contract_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"cast_item_id" integer,
	"linked_at" timestamp with time zone NOT NULL,
	"linked_by" integer,
	CONSTRAINT "contract_assets_contract_id_asset_id_pk" PRIMARY KEY("contract_id","asset_id")
);
--> statement-breakpoint
CREATE TABLE "contract_guarantee_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"guarantee_id" integer NOT NULL,
	"record_number" text,
	"due_date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"paid_on" date,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "contract_guarantees" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"guarantee_number" text,
	"description" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"term_count" integer NOT NULL,
	"term_unit" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"payment_mode" text NOT NULL,
	"payment_timing" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_snippets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"part_type" text NOT NULL,
	"description" text,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_template_parts" (
	"template_id" integer NOT NULL,
	"position" integer NOT NULL,
	"part_type" text NOT NULL,
	"kind" text NOT NULL,
	"snippet_id" integer,
	"content" jsonb,
	CONSTRAINT "contract_template_parts_template_id_position_pk" PRIMARY KEY("template_id","position")
);
--> statement-breakpoint
CREATE TABLE "contract_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"family" text NOT NULL,
	"agreement" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_number" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"family" text NOT NULL,
	"agreement" text NOT NULL,
	"template_id" integer,
	"talent_id" integer,
	"payee_kind" text,
	"loan_out_company_id" integer,
	"payee_agency_id" integer,
	"vendor_company_id" integer,
	"advertiser_id" integer,
	"union" text,
	"performer_category" text,
	"performance_type" text,
	"role" text,
	"contract_date" date NOT NULL,
	"start_date" date,
	"expiration_date" date,
	"renewal_date" date,
	"term_count" integer,
	"term_unit" text,
	"session_fee_cents" bigint,
	"holding_fee_cents" bigint,
	"fitting_fee_cents" bigint,
	"agent_fee_percent" numeric(5, 2),
	"ph_percent" numeric(5, 2),
	"payment_mode" text,
	"payment_timing" text,
	"existing" boolean DEFAULT false NOT NULL,
	"signed_on" date,
	"description" text,
	"status" text DEFAULT 'Draft' NOT NULL,
	"payroll_status" text DEFAULT 'CREATED' NOT NULL,
	"completeness" text DEFAULT 'INCOMPLETE' NOT NULL,
	"import_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "asset_use_rights" ADD COLUMN "contract_id" integer;--> statement-breakpoint
ALTER TABLE "contract_assets" ADD CONSTRAINT "contract_assets_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_assets" ADD CONSTRAINT "contract_assets_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_assets" ADD CONSTRAINT "contract_assets_cast_item_id_record_items_id_fk" FOREIGN KEY ("cast_item_id") REFERENCES "public"."record_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_guarantee_payments" ADD CONSTRAINT "contract_guarantee_payments_guarantee_id_contract_guarantees_id_fk" FOREIGN KEY ("guarantee_id") REFERENCES "public"."contract_guarantees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_guarantees" ADD CONSTRAINT "contract_guarantees_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_template_parts" ADD CONSTRAINT "contract_template_parts_template_id_contract_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."contract_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_template_parts" ADD CONSTRAINT "contract_template_parts_snippet_id_contract_snippets_id_fk" FOREIGN KEY ("snippet_id") REFERENCES "public"."contract_snippets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_template_id_contract_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."contract_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_talent_id_people_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."people"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_loan_out_company_id_companies_id_fk" FOREIGN KEY ("loan_out_company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_payee_agency_id_companies_id_fk" FOREIGN KEY ("payee_agency_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_vendor_company_id_companies_id_fk" FOREIGN KEY ("vendor_company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_advertiser_id_companies_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_assets_asset_idx" ON "contract_assets" USING btree ("asset_id","contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_guarantee_payments_number_unique" ON "contract_guarantee_payments" USING btree ("record_number");--> statement-breakpoint
CREATE INDEX "contract_guarantee_payments_guarantee_idx" ON "contract_guarantee_payments" USING btree ("guarantee_id","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_guarantees_number_unique" ON "contract_guarantees" USING btree ("guarantee_number");--> statement-breakpoint
CREATE INDEX "contract_guarantees_contract_idx" ON "contract_guarantees" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_snippets_name_unique" ON "contract_snippets" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "contract_template_parts_snippet_idx" ON "contract_template_parts" USING btree ("snippet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_templates_name_unique" ON "contract_templates" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_contract_number_unique" ON "contracts" USING btree ("contract_number");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_import_key_unique" ON "contracts" USING btree ("import_key");--> statement-breakpoint
CREATE INDEX "contracts_title_trgm" ON "contracts" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contracts_contract_number_trgm" ON "contracts" USING gin ("contract_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contracts_title_sort" ON "contracts" USING btree (lower("title") collate "C","id");--> statement-breakpoint
CREATE INDEX "contracts_contract_date_idx" ON "contracts" USING btree ((case when "contract_date" > '0001-01-01'::date and "contract_date" <= '9999-12-31'::date then "contract_date" end),"id");--> statement-breakpoint
CREATE INDEX "contracts_expiration_date_idx" ON "contracts" USING btree ((case when "expiration_date" > '0001-01-01'::date and "expiration_date" <= '9999-12-31'::date then "expiration_date" end),"id");--> statement-breakpoint
CREATE INDEX "contracts_status_idx" ON "contracts" USING btree ("status");--> statement-breakpoint
CREATE INDEX "contracts_talent_idx" ON "contracts" USING btree ("talent_id");--> statement-breakpoint
CREATE INDEX "contracts_template_idx" ON "contracts" USING btree ("template_id");--> statement-breakpoint
ALTER TABLE "asset_use_rights" ADD CONSTRAINT "asset_use_rights_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_use_rights_contract_idx" ON "asset_use_rights" USING btree ("contract_id");