import { sql } from "drizzle-orm";
import { onlyIdsSql, windowSql, type AlertSqlSource } from "./alert-sql.js";
import { recordExistsSql } from "./alert-records.js";
import { assetCompanySql } from "./asset-company.js";

/**
 * The kinds of alert read straight off a table (alert-descriptions.ts says what their rows say). They
 * read the indexes the lists do: asset_use_rights_expire_idx (covered_through, id), the MPU
 * end, and the expression indexes contracts and elements sort their expiry lists by.
 */

/** A date as the lists sort it: a real day, or null (the empty marker). */
const sortDay = (column: string) =>
  sql.raw(
    `(case when ${column} > '0001-01-01'::date and ${column} <= '9999-12-31'::date then ${column} end)`,
  );

/**
 * Use rights by the last day they cover, on live assets. Counted off the index alone, less the
 * rights of archived assets (few), when no company sets its own window: a 30-day window of a large
 * library holds tens of thousands of rights, and visiting each one's asset is most of the cost.
 */
export const useRightSource: AlertSqlSource = {
  kind: "USAGE_RIGHT",
  keySource: "use-right",
  rows: ({ ids, company }) => sql`(select ur.covered_through as due, ur.id,
      ${company ? assetCompanySql(sql`ur.asset_id`) : sql`null::bigint`} as company
    from asset_use_rights ur join assets a on a.id = ur.asset_id
    where a.archived_at is null${onlyIdsSql(sql`ur.id`, ids)})`,
  wholeCount: (bounds) => {
    if (bounds.companies.size > 0) return null;
    const inBounds = windowSql(bounds, sql`ur.covered_through`, sql`null`);
    return sql`(select count(*) from asset_use_rights ur where ${inBounds})
      - (select count(*) from asset_use_rights ur join assets a on a.id = ur.asset_id
          where a.archived_at is not null and ${inBounds})`;
  },
};

/** Live assets by the end of their MPU. */
export const mpuSource: AlertSqlSource = {
  kind: "MPU_EXPIRE",
  keySource: "asset",
  rows: ({ ids, company }) => sql`(select a.mpu_end_date as due, a.id,
      ${company ? assetCompanySql(sql`a.id`) : sql`null::bigint`} as company
    from assets a where a.archived_at is null${onlyIdsSql(sql`a.id`, ids)})`,
};

function contractSource(kind: "TALENT_CONTRACT" | "MSA_CONTRACT"): AlertSqlSource {
  const families = kind === "MSA_CONTRACT" ? ["MSA"] : ["UNION", "NON UNION"];
  const company = kind === "MSA_CONTRACT" ? "c.vendor_company_id" : "c.advertiser_id";
  return {
    kind,
    keySource: "contract",
    rows: ({
      ids,
    }) => sql`(select ${sortDay("c.expiration_date")} as due, c.id, ${sql.raw(company)}::bigint as company
      from contracts c where c.family = any(${sql.param(families)}::text[]) and c.status <> 'Voided'${onlyIdsSql(sql`c.id`, ids)})`,
  };
}

/** Talent contracts (UNION, NON UNION) and MSAs by expiration, not Voided. */
export const talentContractSource = contractSource("TALENT_CONTRACT");
export const msaContractSource = contractSource("MSA_CONTRACT");

/** Live elements by their earliest expiration, their vendor's preferences applying. */
export const elementSource: AlertSqlSource = {
  kind: "ELEMENT_EXPIRE",
  keySource: "element",
  rows: ({
    ids,
  }) => sql`(select ${sortDay("e.earliest_expire_date")} as due, e.id, e.vendor_id::bigint as company
    from elements e where e.archived_at is null${onlyIdsSql(sql`e.id`, ids)})`,
};

/**
 * The owner's reminders about a record the caller's client has (a reminder about no record is on
 * the reminder list and in the calendar feed only).
 */
export function reminderSource(ownerId: number): AlertSqlSource {
  return {
    kind: "REMINDER",
    keySource: "reminder",
    rows: ({ ids }) => sql`(select rm.remind_on as due, rm.id, null::bigint as company from reminders rm
      where rm.owner_id = ${ownerId} and ${recordExistsSql(sql`rm.record_type`, sql`rm.record_id`)}${onlyIdsSql(sql`rm.id`, ids)})`,
  };
}
