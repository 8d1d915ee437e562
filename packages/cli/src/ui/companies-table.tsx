import { Box, Text } from "ink";
import type { CompanySummary } from "@rightsdesk/domain";
import { Table, type TableColumn } from "./table.js";

export interface CompaniesTableProps {
  companies: readonly CompanySummary[];
  totalRecords: number;
  /** The page shown, or null when the table holds every page. */
  page: { number: number; size: number } | null;
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

function footer({ companies, totalRecords, page }: CompaniesTableProps): string {
  if (!page) return `${totalRecords} ${totalRecords === 1 ? "company" : "companies"}.`;
  const first = page.number * page.size + 1;
  const pages = Math.max(1, Math.ceil(totalRecords / page.size));
  return `Records ${first}–${first + companies.length - 1} of ${totalRecords}, page ${page.number} (pages 0–${pages - 1}).`;
}

/** Companies in aligned columns, and where the page sits in the whole list. */
export function CompaniesTable(props: CompaniesTableProps) {
  return (
    <Box flexDirection="column">
      <Table columns={columns} rows={props.companies} empty="No companies match." />
      {props.companies.length > 0 ? <Text dimColor>{footer(props)}</Text> : null}
    </Box>
  );
}
