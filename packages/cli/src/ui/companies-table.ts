import type { CompanySummary } from "@rightsdesk/domain";
import type { RecordTable } from "./record-page-table.js";
import { tableColumns } from "./table.js";

/** Companies by name, type, place and status, with the day they last changed. */
export const companiesTable: RecordTable<CompanySummary> = {
  columns: tableColumns<CompanySummary>({
    Id: "id",
    "Legal name": "legalName",
    "Business name": "businessName",
    "Main type": "mainType",
    "Sub type": "subType",
    City: "city",
    Country: "country",
    Status: "status",
    Updated: (company) => company.updatedOn.slice(0, 10),
  }),
  names: { one: "company", many: "companies" },
};
