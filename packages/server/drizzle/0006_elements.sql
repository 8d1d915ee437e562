CREATE TABLE "asset_elements" (
	"asset_id" integer NOT NULL,
	"element_id" integer NOT NULL,
	"linked_at" timestamp with time zone NOT NULL,
	"linked_by" integer,
	CONSTRAINT "asset_elements_asset_id_element_id_pk" PRIMARY KEY("asset_id","element_id")
);
--> statement-breakpoint
CREATE TABLE "element_licences" (
	"id" serial PRIMARY KEY NOT NULL,
	"element_id" integer NOT NULL,
	"label" text NOT NULL,
	"rights_kind" text,
	"term_start" date NOT NULL,
	"term_end" date,
	"media" jsonb NOT NULL,
	"territory" text,
	"exclusive" boolean DEFAULT false NOT NULL,
	"number_of_uses" text NOT NULL,
	"uses_allowed" integer,
	"fee_cents" bigint,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "elements" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"element_type" text NOT NULL,
	"sub_type" text,
	"description" text,
	"music_origin" text,
	"audio_origin" text,
	"licence_type" text,
	"vendor_id" integer,
	"licensor_name" text,
	"licensor_email" text,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text NOT NULL,
	"status_reason" text NOT NULL,
	"earliest_expire_date" date,
	"earliest_expire_kind" text,
	"earliest_expire_item_id" text,
	"earliest_expire_label" text,
	"archived_at" timestamp with time zone,
	"archived_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "asset_use_rights" ADD COLUMN "cast_item_id" integer;--> statement-breakpoint
ALTER TABLE "asset_elements" ADD CONSTRAINT "asset_elements_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_elements" ADD CONSTRAINT "asset_elements_element_id_elements_id_fk" FOREIGN KEY ("element_id") REFERENCES "public"."elements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "element_licences" ADD CONSTRAINT "element_licences_element_id_elements_id_fk" FOREIGN KEY ("element_id") REFERENCES "public"."elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elements" ADD CONSTRAINT "elements_vendor_id_companies_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_elements_element_idx" ON "asset_elements" USING btree ("element_id","asset_id");--> statement-breakpoint
CREATE INDEX "element_licences_element_idx" ON "element_licences" USING btree ("element_id","term_start");--> statement-breakpoint
CREATE INDEX "elements_title_trgm" ON "elements" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "elements_sub_type_trgm" ON "elements" USING gin ("sub_type" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "elements_title_sort" ON "elements" USING btree (lower("title") collate "C","id");--> statement-breakpoint
CREATE INDEX "elements_type_idx" ON "elements" USING btree ("element_type");--> statement-breakpoint
CREATE INDEX "elements_status_idx" ON "elements" USING btree ("status","earliest_expire_date");--> statement-breakpoint
CREATE INDEX "elements_earliest_expire_idx" ON "elements" USING btree ("earliest_expire_date");--> statement-breakpoint
CREATE INDEX "elements_vendor_idx" ON "elements" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "elements_archived_idx" ON "elements" USING btree ("archived_at");--> statement-breakpoint
ALTER TABLE "asset_use_rights" ADD CONSTRAINT "asset_use_rights_cast_item_id_record_items_id_fk" FOREIGN KEY ("cast_item_id") REFERENCES "public"."record_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_use_rights_cast_item_idx" ON "asset_use_rights" USING btree ("cast_item_id");