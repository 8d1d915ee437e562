-- One media catalogue, one cycle-length list (packages/domain/README.md, "Media names and cycle
-- lengths"). Every stored media name is rewritten to the catalogue's through the synonyms of
-- packages/domain/src/catalogues/canonical-media.ts (media-catalogue-migration.test.ts checks that
-- the two tables agree). A row whose media cannot all be mapped is left as it is; the server names
-- such rows in a warning at start. The schema does not change.
CREATE TEMPORARY TABLE "media_names" ("name" text PRIMARY KEY, "type" text NOT NULL, "subtype" text);
--> statement-breakpoint
INSERT INTO "media_names" ("name", "type", "subtype") VALUES
  ('ALL MEDIA', 'ALL MEDIA', NULL),
  ('TV', 'TV', NULL),
  ('AUDIO/RADIO', 'AUDIO/RADIO', NULL),
  ('DIGITAL', 'DIGITAL', NULL),
  ('SOCIAL MEDIA', 'SOCIAL MEDIA', NULL),
  ('STREAMING/OTT', 'STREAMING/OTT', NULL),
  ('OUT OF HOME', 'OUT OF HOME', NULL),
  ('PRINT', 'PRINT', NULL),
  ('CORPORATE EDUCATIONAL', 'CORPORATE EDUCATIONAL', NULL),
  ('TV COMMERCIAL', 'TV', NULL),
  ('BROADCAST', 'TV', NULL),
  ('VIDEO/TV', 'TV', NULL),
  ('BROADCAST/LINEAR', 'TV', NULL),
  ('NETWORK', 'TV', 'NETWORK'),
  ('AUDIO/RADIO COMMERCIAL', 'AUDIO/RADIO', NULL),
  ('RADIO', 'AUDIO/RADIO', NULL),
  ('AUDIO', 'AUDIO/RADIO', NULL),
  ('AUDIO FLEX', 'AUDIO/RADIO', 'AUDIO FLEX'),
  ('INDUSTRIAL/OOH', 'OUT OF HOME', NULL),
  ('OOH', 'OUT OF HOME', NULL),
  ('INTERNET', 'DIGITAL', NULL),
  ('ONLINE', 'DIGITAL', NULL),
  ('WEB', 'DIGITAL', NULL),
  ('STREAMING', 'STREAMING/OTT', NULL),
  ('OTT', 'STREAMING/OTT', NULL),
  ('SOCIAL', 'SOCIAL MEDIA', NULL);
--> statement-breakpoint
CREATE TEMPORARY TABLE "media_catalogue_subtypes" ("type" text NOT NULL, "name" text NOT NULL, PRIMARY KEY ("type", "name"));
--> statement-breakpoint
INSERT INTO "media_catalogue_subtypes" ("type", "name")
SELECT 'TV', "name" FROM unnest(ARRAY[
  'CABLE - NATIONAL', 'CABLE - LOCAL', 'WILDSPOT - ALL MARKETS EXCLUDING NY/LA', 'WILDSPOT - NY',
  'WILDSPOT - LA', 'WILDSPOT - CHICAGO', 'FOREIGN - UK', 'FOREIGN - EUROPE', 'FOREIGN - JAPAN',
  'FOREIGN - ASIA/PACIFIC', 'FOREIGN - LATIN AMERICA', 'FOREIGN - CARIBBEAN', 'FOREIGN - OTHER', 'NETWORK'
]) AS "names"("name")
UNION ALL
SELECT 'AUDIO/RADIO', "name" FROM unnest(ARRAY[
  'WILDSPOT - NY', 'WILDSPOT - CHICAGO', 'WILDSPOT - LA', 'FOREIGN - UK', 'FOREIGN - EUROPE',
  'FOREIGN - JAPAN', 'FOREIGN - ASIA/PACIFIC', 'FOREIGN - LATIN AMERICA', 'FOREIGN - CARIBBEAN',
  'FOREIGN - OTHER', 'AUDIO FLEX'
]) AS "names"("name")
UNION ALL
SELECT 'CORPORATE EDUCATIONAL', "name" FROM unnest(ARRAY['CATEGORY I', 'CATEGORY II']) AS "names"("name");
--> statement-breakpoint
-- As normalizeMediaName: upper case, single spaces, trimmed.
CREATE FUNCTION pg_temp.normal_media_name(raw text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT upper(btrim(regexp_replace(raw, '\s+', ' ', 'g')))
$$;
--> statement-breakpoint
-- A main type's subtypes as the catalogue writes them, the implied one first and each once; null
-- when the type is unknown or one of the subtypes is not the type's.
CREATE FUNCTION pg_temp.catalogue_subtypes(media_type text, implied text, given text[]) RETURNS text[]
LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN media_type IS NULL THEN NULL
    WHEN EXISTS (
      SELECT 1 FROM unnest(given) AS "g"("name")
      WHERE NOT EXISTS (
        SELECT 1 FROM "media_catalogue_subtypes" AS "s"
        WHERE "s"."type" = media_type AND "s"."name" = pg_temp.normal_media_name("g"."name")
      )
    ) THEN NULL
    ELSE ARRAY(
      SELECT "n"."name" FROM (
        SELECT implied AS "name", 0::bigint AS "ord" WHERE implied IS NOT NULL
        UNION ALL
        SELECT pg_temp.normal_media_name("g"."name"), "g"."ord"
        FROM unnest(given) WITH ORDINALITY AS "g"("name", "ord")
      ) AS "n"
      GROUP BY "n"."name"
      ORDER BY min("n"."ord")
    )
  END
$$;
--> statement-breakpoint
-- Use rights, those a contract acquired included.
WITH "mapped" AS (
  SELECT "ur"."id", "m"."type",
    pg_temp.catalogue_subtypes("m"."type", "m"."subtype", "ur"."media_sub_types") AS "subtypes"
  FROM "asset_use_rights" AS "ur"
  JOIN "media_names" AS "m" ON "m"."name" = pg_temp.normal_media_name("ur"."media_type")
)
UPDATE "asset_use_rights" AS "ur"
SET "media_type" = "mapped"."type", "media_sub_types" = "mapped"."subtypes"
FROM "mapped"
WHERE "ur"."id" = "mapped"."id"
  AND "mapped"."subtypes" IS NOT NULL
  AND ("ur"."media_type" IS DISTINCT FROM "mapped"."type" OR "ur"."media_sub_types" IS DISTINCT FROM "mapped"."subtypes");
--> statement-breakpoint
-- Element licences: a list of grants, rewritten only when every grant maps.
WITH "grants" AS (
  SELECT "el"."id", "g"."ord", "m"."type",
    pg_temp.catalogue_subtypes(
      "m"."type",
      "m"."subtype",
      ARRAY(
        SELECT "s"."value"
        FROM jsonb_array_elements_text(
          CASE WHEN jsonb_typeof("g"."grant" -> 'subtypes') = 'array' THEN "g"."grant" -> 'subtypes' ELSE '[]'::jsonb END
        ) WITH ORDINALITY AS "s"("value", "ord")
        ORDER BY "s"."ord"
      )
    ) AS "subtypes"
  FROM "element_licences" AS "el"
  CROSS JOIN LATERAL jsonb_array_elements(
    CASE WHEN jsonb_typeof("el"."media") = 'array' THEN "el"."media" ELSE '[]'::jsonb END
  ) WITH ORDINALITY AS "g"("grant", "ord")
  LEFT JOIN "media_names" AS "m" ON "m"."name" = pg_temp.normal_media_name("g"."grant" ->> 'type')
), "mapped" AS (
  SELECT "id", jsonb_agg(jsonb_build_object('type', "type", 'subtypes', to_jsonb("subtypes")) ORDER BY "ord") AS "media"
  FROM "grants"
  GROUP BY "id"
  HAVING bool_and("subtypes" IS NOT NULL)
)
UPDATE "element_licences" AS "el"
SET "media" = "mapped"."media"
FROM "mapped"
WHERE "el"."id" = "mapped"."id" AND "el"."media" IS DISTINCT FROM "mapped"."media";
--> statement-breakpoint
-- Section items with one media (element rights used and used in, contract used in): the main type only.
UPDATE "record_items" AS "ri"
SET "data" = jsonb_set("ri"."data", '{media}', to_jsonb("m"."type"))
FROM "media_names" AS "m"
WHERE ("ri"."owner_type", "ri"."section") IN (('element', 'RightsUsed'), ('element', 'UsedIn'), ('contract', 'UsedIn'))
  AND jsonb_typeof("ri"."data" -> 'media') = 'string'
  AND "m"."name" = pg_temp.normal_media_name("ri"."data" ->> 'media')
  AND "ri"."data" ->> 'media' IS DISTINCT FROM "m"."type";
--> statement-breakpoint
-- Section items with several media (element restrictions, contract rights contracted): each type once.
WITH "named" AS (
  SELECT "ri"."id", "v"."ord", "m"."type"
  FROM "record_items" AS "ri"
  CROSS JOIN LATERAL jsonb_array_elements_text(
    CASE WHEN jsonb_typeof("ri"."data" -> 'media') = 'array' THEN "ri"."data" -> 'media' ELSE '[]'::jsonb END
  ) WITH ORDINALITY AS "v"("name", "ord")
  LEFT JOIN "media_names" AS "m" ON "m"."name" = pg_temp.normal_media_name("v"."name")
  WHERE ("ri"."owner_type", "ri"."section") IN (('element', 'Restriction'), ('contract', 'RightsContracted'))
), "firsts" AS (
  SELECT "id", "type", min("ord") AS "first" FROM "named" GROUP BY "id", "type"
), "mapped" AS (
  SELECT "id", jsonb_agg("type" ORDER BY "first") AS "media"
  FROM "firsts"
  GROUP BY "id"
  HAVING bool_and("type" IS NOT NULL)
)
UPDATE "record_items" AS "ri"
SET "data" = jsonb_set("ri"."data", '{media}', "mapped"."media")
FROM "mapped"
WHERE "ri"."id" = "mapped"."id" AND "ri"."data" -> 'media' IS DISTINCT FROM "mapped"."media";
--> statement-breakpoint
-- Cycle lengths that meant the same as another: 52 weeks and 12 months are 1 year (365 days),
-- 24 months is 2 years (730 days); the cycle's last day follows from its start.
UPDATE "asset_use_rights"
SET
  "cycle_length" = CASE WHEN lower(btrim("cycle_length")) = '24 months' THEN '2 years' ELSE '1 year' END,
  "cycle_expire_date" = CASE
    WHEN "start_cycle_date" IS NULL THEN "cycle_expire_date"
    ELSE "start_cycle_date" + (CASE WHEN lower(btrim("cycle_length")) = '24 months' THEN 730 ELSE 365 END) - 1
  END
WHERE lower(btrim("cycle_length")) IN ('52 weeks', '12 months', '24 months');
--> statement-breakpoint
DROP FUNCTION pg_temp.catalogue_subtypes(text, text, text[]);
--> statement-breakpoint
DROP FUNCTION pg_temp.normal_media_name(text);
--> statement-breakpoint
DROP TABLE "media_catalogue_subtypes";
--> statement-breakpoint
DROP TABLE "media_names";
