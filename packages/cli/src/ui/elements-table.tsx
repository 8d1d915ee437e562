import type { ElementSummary } from "@rightsdesk/domain";
import { RecordPageTable, type ListPlace } from "./record-page-table.js";
import type { TableColumn } from "./table.js";

export interface ElementsTableProps {
  elements: readonly ElementSummary[];
  totalRecords: number;
  /** The page shown, or null when the table holds every page. */
  page: ListPlace;
}

const columns: readonly TableColumn<ElementSummary>[] = [
  { header: "Code", value: (element) => element.code },
  { header: "Title", value: (element) => element.title },
  { header: "Type", value: (element) => element.type },
  { header: "Licence type", value: (element) => element.licenceType ?? "" },
  { header: "Vendor", value: (element) => element.vendorName ?? "" },
  { header: "Status", value: (element) => element.status },
  { header: "Earliest expiry", value: (element) => element.earliestExpireDate ?? "never" },
  { header: "Cause", value: (element) => element.earliestExpireLabel ?? "" },
  { header: "Assets", value: (element) => String(element.linkedAssetCount) },
];

const names = { one: "element", many: "elements" };

/** Elements with their licence status, what ends them first and when, and how many assets use them. */
export function ElementsTable({ elements, totalRecords, page }: ElementsTableProps) {
  return (
    <RecordPageTable
      columns={columns}
      records={elements}
      totalRecords={totalRecords}
      page={page}
      names={names}
    />
  );
}
