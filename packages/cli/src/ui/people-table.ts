import type { PersonSummary } from "@rightsdesk/domain";
import type { RecordTable } from "./record-page-table.js";
import { tableColumns } from "./table.js";

/** People by record id and name, with their employment type, contact and status. */
export const peopleTable: RecordTable<PersonSummary> = {
  columns: tableColumns<PersonSummary>({
    "Record id": "recordId",
    "Full name": "fullName",
    "Employment type": "employmentType",
    Minor: (person) => (person.isMinor ? "yes" : ""),
    "E-mail": "email",
    Phone: "phone",
    City: "city",
    Status: "status",
  }),
  names: { one: "person", many: "people" },
};
