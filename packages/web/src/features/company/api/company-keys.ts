import type { ListQuery } from "@rightsdesk/domain";
import { lookupKeys } from "../../../ui/records/lookups";

/**
 * Query keys of the company feature, from the widest to the narrowest, so a change invalidates
 * exactly what it touched: saving a profile refreshes `detail(id)` and the lists, an address
 * `sections(id, "Address")`, and anything on a company `detail(id)` and all below it.
 */
export const companyKeys = {
  all: ["companies"] as const,
  lists: () => [...companyKeys.all, "list"] as const,
  list: (scope: "all" | "archive", query: ListQuery) => [...companyKeys.lists(), scope, query] as const,
  lookups: () => lookupKeys.companies(),
  detail: (companyId: number) => [...companyKeys.all, "detail", companyId] as const,
  sections: (companyId: number, section: string) =>
    [...companyKeys.detail(companyId), "section", section] as const,
  logs: (companyId: number) => [...companyKeys.detail(companyId), "logs"] as const,
  lock: (companyId: number) => [...companyKeys.detail(companyId), "lock"] as const,
  documents: (companyId: number) => [...companyKeys.detail(companyId), "documents"] as const,
  payrollClients: (companyId: number) => [...companyKeys.detail(companyId), "payroll-clients"] as const,
};
