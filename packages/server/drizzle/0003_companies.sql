CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "blobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"business_name" text,
	"dba_name" text,
	"main_type" text NOT NULL,
	"sub_type" text,
	"country" text DEFAULT 'USA' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"parent_company_id" integer,
	"city" text,
	"archived_at" timestamp with time zone,
	"archived_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" integer NOT NULL,
	"blob_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" integer NOT NULL,
	"section" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_locks" (
	"record_type" text NOT NULL,
	"record_id" integer NOT NULL,
	"holder_user_id" integer NOT NULL,
	"holder_name" text NOT NULL,
	"locked_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "record_locks_record_type_record_id_pk" PRIMARY KEY("record_type","record_id")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_parent_company_id_companies_id_fk" FOREIGN KEY ("parent_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_blob_id_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_locks" ADD CONSTRAINT "record_locks_holder_user_id_users_id_fk" FOREIGN KEY ("holder_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blobs_sha256_idx" ON "blobs" USING btree ("sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_legal_name_type_key" ON "companies" USING btree (lower("legal_name"),"main_type");--> statement-breakpoint
CREATE INDEX "companies_legal_name_trgm" ON "companies" USING gin ("legal_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_business_name_trgm" ON "companies" USING gin ("business_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_dba_name_trgm" ON "companies" USING gin ("dba_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_city_trgm" ON "companies" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_legal_name_sort" ON "companies" USING btree (lower("legal_name") collate "C","id");--> statement-breakpoint
CREATE INDEX "companies_main_type_idx" ON "companies" USING btree ("main_type");--> statement-breakpoint
CREATE INDEX "companies_archived_idx" ON "companies" USING btree ("archived_at");--> statement-breakpoint
CREATE INDEX "documents_owner_idx" ON "documents" USING btree ("owner_type","owner_id");--> statement-breakpoint
CREATE INDEX "documents_sha256_idx" ON "documents" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "record_items_owner_idx" ON "record_items" USING btree ("owner_type","owner_id","section");