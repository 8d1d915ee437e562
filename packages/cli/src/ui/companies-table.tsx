import type { CompanySummary } from "@rightsdesk/domain";
import { RecordPageTable, type ListPlace } from "./record-page-table.js";
import type { TableColumn } from "./table.js";

export interface CompaniesTableProps {
  companies: readonly CompanySummary[];
  totalRecords: number;
  /** The page shown, or null when the table holds every page. */
  page: ListPlace;
}

const columns: readonly TableColumn<CompanySummary>[] = [
  { header: "Id", value: (company) => String(company.id) },
  { header: "Legal name", value: (company) => company.legalName },
  { header: "Business name", value: (company) => company.businessName ?? "" },
  { header: "Main type", value: (company) => company.mainType },
  { header: "Sub type", value: (company) => company.subType ?? "" },
  { header: "City", value: (company) => company.city ?? "" },
  { header: "Country", value: (company) => company.country },
  { header: "Status", value: (company) => company.status },
  { header: "Updated", value: (company) => company.updatedOn.slice(0, 10) },
];

const names = { one: "company", many: "companies" };

/** Companies in aligned columns, and where the page sits in the whole list. */
export function CompaniesTable({ companies, totalRecords, page }: CompaniesTableProps) {
  return (
    <RecordPageTable
      columns={columns}
      records={companies}
      totalRecords={totalRecords}
      page={page}
      names={names}
    />
  );
}
