import type { ElementSummary } from "@rightsdesk/domain";
import type { RecordTable } from "./record-page-table.js";
import { tableColumns } from "./table.js";

/** Elements with their licence status, what ends them first and when, and how many assets use them. */
export const elementsTable: RecordTable<ElementSummary> = {
  columns: tableColumns<ElementSummary>({
    Code: "code",
    Title: "title",
    Type: "type",
    "Licence type": "licenceType",
    Vendor: "vendorName",
    Status: "status",
    "Earliest expiry": (element) => element.earliestExpireDate ?? "never",
    Cause: "earliestExpireLabel",
    Assets: "linkedAssetCount",
  }),
  names: { one: "element", many: "elements" },
};
