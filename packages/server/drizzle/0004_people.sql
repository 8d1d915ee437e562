CREATE TABLE "people" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"full_name" text NOT NULL,
	"name_key" text NOT NULL,
	"kinds" text[] NOT NULL,
	"employment_type" text NOT NULL,
	"gender" text,
	"date_of_birth" date,
	"email" text,
	"phone" text,
	"ethnicities" text[] DEFAULT '{}'::text[] NOT NULL,
	"skill_groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"allergies" text[] DEFAULT '{}'::text[] NOT NULL,
	"talent_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"unions" text[] DEFAULT '{}'::text[] NOT NULL,
	"multiple_kind" text,
	"multiple_zygosity" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"notes" text,
	"primary_photo_id" integer,
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
CREATE TABLE "person_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"image_blob_id" uuid NOT NULL,
	"thumbnail_blob_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"caption" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"source_orientation" integer DEFAULT 1 NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"uploaded_by" integer
);
--> statement-breakpoint
ALTER TABLE "person_photos" ADD CONSTRAINT "person_photos_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_photos" ADD CONSTRAINT "person_photos_image_blob_id_blobs_id_fk" FOREIGN KEY ("image_blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_photos" ADD CONSTRAINT "person_photos_thumbnail_blob_id_blobs_id_fk" FOREIGN KEY ("thumbnail_blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "people_full_name_trgm" ON "people" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_email_trgm" ON "people" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_city_trgm" ON "people" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_employment_type_trgm" ON "people" USING gin ("employment_type" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_full_name_sort" ON "people" USING btree (lower("full_name") collate "C","id");--> statement-breakpoint
CREATE INDEX "people_last_name_sort" ON "people" USING btree (lower("last_name") collate "C","id");--> statement-breakpoint
CREATE INDEX "people_first_name_sort" ON "people" USING btree (lower("first_name") collate "C","id");--> statement-breakpoint
CREATE INDEX "people_date_of_birth_idx" ON "people" USING btree ("date_of_birth");--> statement-breakpoint
CREATE INDEX "people_name_key_idx" ON "people" USING btree ("name_key","date_of_birth");--> statement-breakpoint
CREATE INDEX "people_email_key_idx" ON "people" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "people_archived_idx" ON "people" USING btree ("archived_at");--> statement-breakpoint
CREATE INDEX "person_photos_person_idx" ON "person_photos" USING btree ("person_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "person_photos_one_primary" ON "person_photos" USING btree ("person_id") WHERE "person_photos"."is_primary";