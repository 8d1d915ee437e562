import type { ListQuery } from "@rightsdesk/domain";
import { lookupKeys } from "../../../ui/records/lookups";
import { recordKeys } from "../../../ui/records/record-kind";

const keys = recordKeys("companies");

/**
 * Query keys of the company feature, from the widest to the narrowest, so a change invalidates
 * exactly what it touched: saving a profile refreshes `detail(id)` and the lists, an address
 * `sections(id, "Address")`, and anything on a company `detail(id)` and all below it.
 */
export const companyKeys = {
  ...keys,
  list: (scope: "all" | "archive", query: ListQuery) => [...keys.lists(), scope, query] as const,
  lookups: () => lookupKeys.companies(),
  payrollClients: (companyId: number) => [...keys.detail(companyId), "payroll-clients"] as const,
};
