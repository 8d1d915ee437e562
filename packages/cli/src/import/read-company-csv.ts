import { addressCsvColumns } from "./first-address-columns.js";
import { readImportCsv, type ImportCsvLayout, type ImportCsvRow } from "./read-import-csv.js";

/** The columns of a company import file, in the order the help lists them. */
export const companyCsvColumns = [
  "legalName",
  "businessName",
  "dbaName",
  "mainType",
  "subType",
  "country",
  "status",
  ...addressCsvColumns,
  "addressCountry",
] as const;
export type CompanyCsvColumn = (typeof companyCsvColumns)[number];

export type CompanyCsvRow = ImportCsvRow<CompanyCsvColumn>;

const companyCsvLayout: ImportCsvLayout<CompanyCsvColumn> = {
  columns: companyCsvColumns,
  required: ["legalName", "mainType"],
  record: "company",
};

/** Reads a company import file; see readImportCsv for blank lines, quoting and line numbers. */
export function readCompanyCsv(content: Buffer): CompanyCsvRow[] {
  return readImportCsv(content, companyCsvLayout);
}
