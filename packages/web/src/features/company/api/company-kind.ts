import { defineRecordKind } from "../../../ui/records/define-record-kind";
import { companyKeys } from "./company-keys";

/**
 * Companies as the shared record pieces see them (`/Company/...`). Sensitive section values come
 * in full or masked, as the caller's permission says; a payroll vendor's clients follow its
 * PayrollVendor section.
 */
export const companyKind = defineRecordKind("company", {
  keys: companyKeys,
  sensitive: (answer) => (answer.canSeeSensitive ? "full" : "masked"),
  sections: {
    touches: (_companyId, section) =>
      section === "PayrollVendor"
        ? [{ predicate: (query) => query.queryKey.includes("payroll-clients") }]
        : [],
  },
  touches: () => [companyKeys.lookups()],
});
