// What the alert views read beside the crowded library's spots and rights, in SQL: shared by the
// alert and forecast benchmarks so both measure the same library.

/**
 * What the other views read, in SQL: people and union principals (a fifth of them cycles behind),
 * contracts, elements, reminders, and renew marks on use-right alerts in the window.
 */
export async function loadAlertLibrary(client, scale, today) {
  const one = async (text, values = []) => (await client.query(text, values)).rows[0];
  const admin = Number((await one("select id from users where user_name = 'sysadmin'")).id);
  const firstAsset = Number((await one("select min(id) as id from assets")).id);
  const people = Math.max(1, Math.round(scale * 5_000));
  const cast = Math.max(1, Math.round(scale * 20_000));
  await client.query("select setseed(0.23)");
  await client.query(
    `insert into people (first_name, last_name, full_name, name_key, kinds, employment_type)
     select 'Bench', 'Performer ' || g, 'Bench Performer ' || g, 'bench performer ' || g, array['TALENT'], 'TALENT'
     from generate_series(1, $1::int) g`,
    [people],
  );
  const firstPerson = Number((await one("select min(id) as id from people where first_name = 'Bench'")).id);
  // On-air spots only (number mod 5 below 3): one or two principals each, sessions up to two years
  // back; paid through their current cycle, or one to three cycles behind for one in five.
  await client.query(
    `insert into record_items (owner_type, owner_id, section, data)
     select 'asset', $1::int + (g / 2) * 5 + (g / 2) % 3, 'Cast', jsonb_build_object(
       'personId', $2::int + g % $3::int, 'union', 'SAG AFTRA', 'performerCategory', 'PRINCIPAL',
       'role', 'Principal', 'sessionDate', to_char(s, 'YYYY-MM-DD'),
       'holdingFeesPaidThrough', to_char(s + 91 * (((d - s) / 91) + 1 - case when g % 5 = 0 then 1 + g % 3 else 0 end) - 1, 'YYYY-MM-DD'))
     from (select g, $4::date - floor(random() * 730)::int as s, $4::date as d from generate_series(0, $5::int - 1) g) c`,
    [firstAsset, firstPerson, people, today, cast],
  );
  const contracts = Math.max(1, Math.round(scale * 20_000));
  await client.query(
    `insert into contracts (contract_number, title, family, agreement, talent_id, contract_date, expiration_date, status)
     select 'BNCT' || lpad(g::text, 7, '0'), 'Bench talent contract ' || g,
       (array['UNION', 'NON UNION'])[1 + g % 2], 'Commercials', $1::int + g % $2::int, $3::date - 400,
       $3::date - 400 + floor(random() * 1100)::int, 'Signed'
     from generate_series(1, $4::int) g`,
    [firstPerson, people, today, contracts],
  );
  await client.query(
    `insert into contracts (contract_number, title, family, agreement, contract_date, expiration_date, status)
     select 'BNMS' || lpad(g::text, 7, '0'), 'Bench master services agreement ' || g, 'MSA', 'MSA',
       $1::date - 400, $1::date - 400 + floor(random() * 1100)::int, 'Signed'
     from generate_series(1, $2::int) g`,
    [today, Math.max(1, Math.round(scale * 2_000))],
  );
  await client.query(
    `insert into elements (title, element_type, status, status_reason, earliest_expire_date, earliest_expire_kind, earliest_expire_label)
     select 'Bench element ' || g, 'MUSIC', 'ACTIVE', 'Generated for the benchmark',
       $1::date - 300 + floor(random() * 1000)::int, 'licence', 'Bench licence ' || g
     from generate_series(1, $2::int) g`,
    [today, Math.max(1, Math.round(scale * 10_000))],
  );
  await client.query(
    `insert into reminders (owner_id, category, title, remind_on, record_type, record_id)
     select $1::int, 'ASSET MPU', 'Bench reminder ' || g, $2::date - 60 + g % 120, 'asset', $3::int + g
     from generate_series(1, 300) g`,
    [admin, today, firstAsset],
  );
  await client.query(
    `insert into alert_marks (key, action, marked_by, marked_at)
     select 'USAGE_RIGHT:use-right:' || id || ':' || to_char(covered_through, 'YYYY-MM-DD'), 'RENEW', $1::int, now()
     from asset_use_rights where covered_through between $2::date and $2::date + 30 order by id limit 2000`,
    [admin, today],
  );
  for (const table of ["people", "record_items", "contracts", "elements", "reminders", "alert_marks"]) {
    await client.query(`vacuum analyze ${table}`);
  }
  return { cast, contracts };
}
