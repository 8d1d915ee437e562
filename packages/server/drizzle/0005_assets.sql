CREATE TABLE "asset_use_rights" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"use_right_type" text NOT NULL,
	"media_type" text,
	"media_sub_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"start_cycle_date" date,
	"cycle_expire_date" date,
	"cycle_length" text,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"base_asset_id" integer,
	"edit_version_number" integer DEFAULT 0 NOT NULL,
	"version_label" text DEFAULT 'BASE' NOT NULL,
	"edit_type" text,
	"edit_reason" text,
	"title" text NOT NULL,
	"ad_id" text NOT NULL,
	"asset_type" text NOT NULL,
	"file_type" text,
	"expire_mpu_end_date" date NOT NULL,
	"notes" text,
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
ALTER TABLE "asset_use_rights" ADD CONSTRAINT "asset_use_rights_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_base_asset_id_assets_id_fk" FOREIGN KEY ("base_asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_use_rights_asset_idx" ON "asset_use_rights" USING btree ("asset_id","start_cycle_date");--> statement-breakpoint
CREATE UNIQUE INDEX "assets_ad_id_unique" ON "assets" USING btree ("ad_id");--> statement-breakpoint
CREATE INDEX "assets_title_trgm" ON "assets" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "assets_ad_id_trgm" ON "assets" USING gin ("ad_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "assets_title_sort" ON "assets" USING btree (lower("title") collate "C","id");--> statement-breakpoint
CREATE INDEX "assets_ad_id_sort" ON "assets" USING btree (lower("ad_id") collate "C","id");--> statement-breakpoint
CREATE INDEX "assets_status_idx" ON "assets" USING btree ("status","earliest_expire_date");--> statement-breakpoint
CREATE INDEX "assets_earliest_expire_idx" ON "assets" USING btree ("earliest_expire_date");--> statement-breakpoint
CREATE INDEX "assets_expire_mpu_idx" ON "assets" USING btree ("expire_mpu_end_date");--> statement-breakpoint
CREATE INDEX "assets_base_idx" ON "assets" USING btree ("base_asset_id","edit_version_number");--> statement-breakpoint
CREATE INDEX "assets_archived_idx" ON "assets" USING btree ("archived_at");