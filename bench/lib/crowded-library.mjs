// The library the reports and alert benchmarks share: assets and use rights written straight in
// SQL (INSERT … SELECT FROM generate_series, seeded random(), so every run loads the same library),
// then VACUUM ANALYZE. 60 % of assets are on air (their use rights end today or later, up to two
// years out; ACTIVE), 40 % have lapsed (rights ended in the last two years; EXPIRED). Cycle ends
// crowd toward today (distance = 730 days × u^1.2), as renewals do, so about 4 % of all use rights
// end in the next 30 days. Each asset's stored earliest expiration is the first of its MPU and its
// rights' ends, so no ACTIVE asset is stale and no list recomputes it. No cast: each right covers
// through its cycle's end, and the MPU in force is the typed one.
import { addDays } from "../../packages/domain/dist/index.js";
import { mediaLines } from "../generate-assets.mjs";

const titleWords = [
  "Spring Drive",
  "Summer Sale",
  "Harvest Table",
  "Winter Light",
  "Open Road",
  "City Lights",
  "Morning Run",
  "Family Dinner",
  "Game Day",
  "Back to School",
  "Holiday Magic",
  "Fresh Start",
];
const sqlText = (values) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ")}]`;
const column = (index) => mediaLines.map((line) => line[index]);

/**
 * The library in three statements through a driver client (PGlite or a `pg` pool), `assets` assets
 * and `rights` use rights after those already there; an asset is on air when its number mod 5 is
 * below 3. Answers the counts, and how many rights end in the `withinDays` days from `today`.
 */
export async function loadCrowdedLibrary(
  client,
  { assets: ASSETS, rights: RIGHTS, today, withinDays: WITHIN_DAYS },
) {
  const first = async (table) =>
    Number((await client.query(`select coalesce(max(id), 0) + 1 as id from ${table}`)).rows[0].id);
  const firstAsset = await first("assets");
  await client.query("select setseed(0.11)");
  await client.query(
    `insert into assets (id, title, ad_id, asset_type, file_type, expire_mpu_end_date, mpu_end_date, status, status_reason)
     select id, title, ad_id, asset_type, file_type, mpu, mpu, status, status_reason from (
       select $1::int + g as id,
         (${sqlText(titleWords)})[1 + g % ${titleWords.length}] || ' ' || (array[':15', ':30', ':60'])[1 + g % 3] || ' #' || (g + 1) as title,
         'BNBK' || lpad(g::text, 7, '0') as ad_id,
         (array['video', 'video', 'video', 'audio', 'print', 'interactive'])[1 + g % 6] as asset_type,
         'MP4' as file_type,
         case when g % 5 < 3 then $2::date + 60 + floor(random() * 840)::int
              else $2::date - 1 - floor(random() * 700)::int end as mpu,
         case when g % 5 < 3 then 'ACTIVE' else 'EXPIRED' end as status,
         'Generated for the benchmark' as status_reason
       from generate_series(0, $3::int - 1) g) generated`,
    [firstAsset, today, ASSETS],
  );
  await client.query(
    `insert into asset_use_rights
       (asset_id, use_right_type, media_type, media_sub_types, start_cycle_date, cycle_expire_date, covered_through,
        cycle_length, note)
     select $1::int + r.a,
       (${sqlText(column(0))})[r.m],
       (${sqlText(column(1))})[r.m],
       case r.m when 1 then array['CABLE - NATIONAL'] when 2 then array['WILDSPOT - NY'] else '{}'::text[] end,
       r.e - ((array[${column(4).join(", ")}])[r.m] - 1),
       r.e,
       r.e,
       (${sqlText(column(3))})[r.m],
       'Generated for the benchmark'
     from (
       select g % $2::int as a,
         1 + floor(random() * 6)::int as m,
         case when (g % $2::int) % 5 < 3 then $3::date + floor(730 * power(random(), 1.2))::int
              else $3::date - 1 - floor(729 * power(random(), 1.2))::int end as e
       from generate_series(0, $4::int - 1) g
     ) r`,
    [firstAsset, ASSETS, today, RIGHTS],
  );
  await client.query(
    `update assets a
       set earliest_expire_date = least(a.expire_mpu_end_date, r.first_end),
           earliest_expire_kind = case when r.first_end < a.expire_mpu_end_date then 'useRight' else 'assetMpu' end,
           earliest_expire_label = case when r.first_end < a.expire_mpu_end_date then 'Use right' else 'Asset MPU' end
     from (select asset_id, min(cycle_expire_date) as first_end from asset_use_rights group by asset_id) r
     where r.asset_id = a.id and a.id >= $1::int`,
    [firstAsset],
  );
  await client.query(`select setval(pg_get_serial_sequence('assets', 'id'), (select max(id) from assets))`);
  await client.query("vacuum analyze assets");
  await client.query("vacuum analyze asset_use_rights");
  const count = async (text, values = []) => Number((await client.query(text, values)).rows[0].n);
  return {
    assets: await count("select count(*) as n from assets"),
    rights: await count("select count(*) as n from asset_use_rights"),
    inWindow: await count(
      "select count(*) as n from asset_use_rights where cycle_expire_date between $1::date and $2::date",
      [today, addDays(today, WITHIN_DAYS)],
    ),
  };
}
