ALTER TABLE "assets" ADD COLUMN "first_air_date" date;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "mpu_confirmed_end_date" date;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "mpu_end_date" date;--> statement-breakpoint
UPDATE "assets" SET "mpu_end_date" = "expire_mpu_end_date";--> statement-breakpoint
ALTER TABLE "assets" ALTER COLUMN "mpu_end_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "mpu_computed_end_date" date;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "mpu_needs_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "asset_use_rights" ADD COLUMN "covers_all_performers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "assets_mpu_end_idx" ON "assets" USING btree ("mpu_end_date");
--> statement-breakpoint
ALTER TABLE "asset_use_rights" ADD COLUMN "covered_through" date;--> statement-breakpoint
UPDATE "asset_use_rights" SET "covered_through" = "cycle_expire_date";--> statement-breakpoint
DROP INDEX "asset_use_rights_expire_idx";--> statement-breakpoint
CREATE INDEX "asset_use_rights_expire_idx" ON "asset_use_rights" USING btree ("covered_through","id");
