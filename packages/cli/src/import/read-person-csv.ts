import { addressCsvColumns } from "./first-address-columns.js";
import { readImportCsv, type ImportCsvLayout, type ImportCsvRow } from "./read-import-csv.js";

/** The columns of a people import file, in the order the help lists them. */
export const personCsvColumns = [
  "firstName",
  "middleName",
  "lastName",
  "kinds",
  "gender",
  "dateOfBirth",
  "email",
  "phone",
  "unions",
  "status",
  ...addressCsvColumns,
  "country",
] as const;
export type PersonCsvColumn = (typeof personCsvColumns)[number];

/** The columns of a person's first address, from `addressType` on. */
export const personAddressCsvColumns = personCsvColumns.slice(personCsvColumns.indexOf("addressType"));

export type PersonCsvRow = ImportCsvRow<PersonCsvColumn>;

const personCsvLayout: ImportCsvLayout<PersonCsvColumn> = {
  columns: personCsvColumns,
  required: ["firstName", "lastName", "kinds"],
  record: "person",
};

/** Reads a people import file; see readImportCsv for blank lines, quoting and line numbers. */
export function readPersonCsv(content: Buffer): PersonCsvRow[] {
  return readImportCsv(content, personCsvLayout);
}
