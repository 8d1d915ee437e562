import {
  CompanyCreateRequestSchema,
  companyHasSection,
  fieldErrorsFromZod,
  findCompanySection,
  sectionObjectSchema,
  type CompanyCreateRequest,
  type CompanyMainType,
  type FieldError,
} from "@rightsdesk/domain";
import { firstAddressColumns, requireSection } from "./first-address-columns.js";
import type { CompanyCsvColumn, CompanyCsvRow } from "./read-company-csv.js";
import type { CheckedRow } from "./send-import.js";

/** A company row after the local check, named by its legal name in the report. */
export interface CheckedCompanyRow extends CheckedRow<CompanyCreateRequest> {
  legalName: string;
}

const addressSection = requireSection(findCompanySection("Address"), "Address");
const AddressDataSchema = sectionObjectSchema(addressSection.fields);
const firstAddress = firstAddressColumns("addressCountry");

/** The request's field paths as the file's columns, so a message points at a cell. */
const columnOfPath: Readonly<Record<string, CompanyCsvColumn>> = {
  companyNames: "legalName",
  "companyNames.0": "legalName",
  "companyNames.1": "businessName",
  "companyNames.2": "dbaName",
  companyType: "mainType",
  "companyType.mainType": "mainType",
  "companyType.subType": "subType",
  country: "country",
  status: "status",
  ...firstAddress.columnOfPath,
};

/** A field path of the create request (or of the import's `rows.N.`) as the column of the file. */
export function columnForField(field: string): string {
  const path = field.replace(/^rows\.\d+\./, "");
  return columnOfPath[path] ?? path;
}

const upper = (value: string | undefined) => value?.toUpperCase();

/** Legal, business and DBA name without gaps JSON would send as null: a blank stands for a missing one. */
function companyNamesOf(values: CompanyCsvRow["values"]): string[] {
  const names = [values.legalName ?? "", values.businessName ?? "", values.dbaName ?? ""];
  while (names.length > 1 && names.at(-1) === "") names.pop();
  return names;
}

/**
 * Builds the create request of one row and checks it with the domain's schemas, as the server
 * will: the company with CompanyCreateRequestSchema, its address with the Address section's.
 * Catalogue values (main type, sub type, country, status, address type) are read without case.
 */
export function checkCompanyRow(row: CompanyCsvRow): CheckedCompanyRow {
  const { values } = row;
  const legalName = values.legalName ?? "";
  if (row.problem)
    return { line: row.line, legalName, request: null, errors: [{ field: "row", message: row.problem }] };

  const address = firstAddress.dataOf(values);
  const draft = {
    companyNames: companyNamesOf(values),
    companyType: { mainType: upper(values.mainType), subType: upper(values.subType) },
    country: upper(values.country),
    status: upper(values.status),
    items: address ? [{ section: "Address", data: address }] : [],
  };
  const errors: FieldError[] = [];
  const company = CompanyCreateRequestSchema.safeParse(draft);
  if (!company.success) errors.push(...fieldErrorsFromZod(company.error));
  if (address) {
    const checked = AddressDataSchema.safeParse(address);
    if (!checked.success) errors.push(...fieldErrorsFromZod(checked.error, "items.0.data"));
    const mainType = company.data?.companyType.mainType as CompanyMainType | undefined;
    if (mainType && !companyHasSection(mainType, addressSection)) {
      errors.push({ field: "addressType", message: `A ${mainType} company has no addresses.` });
    }
  }
  const named = errors.map((error) => ({ field: columnForField(error.field), message: error.message }));
  return {
    line: row.line,
    legalName,
    request: company.success && named.length === 0 ? company.data : null,
    errors: named,
  };
}

/**
 * Marks rows that repeat an earlier row's company (legal name without case, and main type) as
 * failed, naming the line of the first: the file itself must not hold a company twice.
 */
export function markRepeatedCompanies(rows: readonly CheckedCompanyRow[]): CheckedCompanyRow[] {
  const firstLine = new Map<string, number>();
  return rows.map((row) => {
    if (!row.request) return row;
    const mainType = row.request.companyType.mainType;
    const legalName = row.request.companyNames[0];
    const key = `${legalName.toLowerCase()}\u0000${mainType}`;
    const first = firstLine.get(key);
    if (first === undefined) {
      firstLine.set(key, row.line);
      return row;
    }
    const message = `Line ${first} already has a ${mainType} company named ${legalName}.`;
    return { ...row, request: null, errors: [{ field: "legalName", message }] };
  });
}
