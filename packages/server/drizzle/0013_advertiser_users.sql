-- An ADVERTISER USER works inside an agency's client but sees only the spots of the advertisers
-- named on their profile. The request's transaction names them (rightsdesk.advertiser_ids, set only
-- for such a profile) and the spots' policy keeps to them: a spot, or an edit version of a spot,
-- listing one of them in its Advertisers section.
ALTER TABLE "user_profiles" ADD COLUMN "advertiser_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION rightsdesk_advertiser_ids() RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT nullif(current_setting('rightsdesk.advertiser_ids', true), '')::integer[]
$$;--> statement-breakpoint
DROP POLICY "assets_client" ON "assets";--> statement-breakpoint
CREATE POLICY "assets_client" ON "assets" USING (
  "tenant_id" = rightsdesk_client_id()
  AND (
    rightsdesk_advertiser_ids() IS NULL
    OR EXISTS (
      SELECT 1 FROM "record_items" i
       WHERE i."owner_type" = 'asset'
         AND i."owner_id" = coalesce("assets"."base_asset_id", "assets"."id")
         AND i."section" = 'Advertiser'
         AND (i."data"->>'companyId')::integer = ANY (rightsdesk_advertiser_ids())
    )
  )
) WITH CHECK ("tenant_id" = rightsdesk_client_id());
