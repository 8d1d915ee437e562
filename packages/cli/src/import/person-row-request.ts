import {
  PersonCreateRequestSchema,
  fieldErrorsFromZod,
  findPersonSection,
  isEmptyDate,
  normalizeEmail,
  normalizePersonName,
  parseDisplayDate,
  personFullName,
  sectionObjectSchema,
  type FieldError,
  type PersonCreateRequest,
} from "@rightsdesk/domain";
import { firstAddressColumns, requireSection } from "./first-address-columns.js";
import type { PersonCsvColumn, PersonCsvRow } from "./read-person-csv.js";
import type { CheckedRow } from "./send-import.js";

/** A person row after the local check, named by the person's full name in the report. */
export interface CheckedPersonRow extends CheckedRow<PersonCreateRequest> {
  fullName: string;
}

const AddressDataSchema = sectionObjectSchema(
  requireSection(findPersonSection("Address"), "person Address").fields,
);
const firstAddress = firstAddressColumns("country");

/** The request's field paths as the file's columns, so a message points at a cell. */
const columnOfPath: Readonly<Record<string, PersonCsvColumn>> = {
  // The server names a name-and-birth-date duplicate by the whole name.
  personName: "firstName",
  "personName.firstName": "firstName",
  "personName.middleName": "middleName",
  "personName.lastName": "lastName",
  kinds: "kinds",
  gender: "gender",
  dateOfBirth: "dateOfBirth",
  email: "email",
  phone: "phone",
  unions: "unions",
  status: "status",
  "items.0.section": "addressType",
  ...firstAddress.columnOfPath,
};

/** A field path of the create request (or of the import's `rows.N.`) as the column of the file. */
export function columnForPersonField(field: string): string {
  const path = field.replace(/^rows\.\d+\./, "").replace(/^(kinds|unions)\.\d+$/, "$1");
  return columnOfPath[path] ?? path;
}

/** Values a cell may list, separated by ";" or "|": upper case, spacing tidied, blanks dropped. */
export function splitCellList(value: string | undefined): string[] {
  return (value ?? "")
    .split(/[;|]/)
    .map((item) => item.trim().replace(/\s+/g, " ").toUpperCase())
    .filter((item) => item !== "");
}

const MONTH_DAY_YEAR = /^\d{1,2}\/\d{1,2}\/\d{4}$/;
const badDate = "Enter the date of birth as a real date, YYYY-MM-DD or MM/DD/YYYY.";

/** MM/DD/YYYY as YYYY-MM-DD; anything else unchanged, for the schema to judge. */
function isoDateOf(value: string): string {
  return MONTH_DAY_YEAR.test(value) ? (parseDisplayDate(value) ?? value) : value;
}

/** Each problem once, named by the file's column; a bad birth date says which forms the file takes. */
function namedErrors(errors: readonly FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.flatMap((error) => {
    const field = columnForPersonField(error.field);
    const message = field === "dateOfBirth" ? badDate : error.message;
    const key = `${field}\u0000${message}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ field, message }];
  });
}

/**
 * Builds the create request of one row and checks it with the domain's schemas, as the server
 * will: the person with PersonCreateRequestSchema, the address with the Address section's.
 * Catalogue values (kinds, gender, unions, status, address type) are read without case.
 */
export function checkPersonRow(row: PersonCsvRow): CheckedPersonRow {
  const { values } = row;
  const fullName = personFullName({
    firstName: values.firstName ?? "",
    middleName: values.middleName,
    lastName: values.lastName ?? "",
  });
  if (row.problem)
    return { line: row.line, fullName, request: null, errors: [{ field: "row", message: row.problem }] };

  const address = firstAddress.dataOf(values);
  const draft = {
    personName: {
      firstName: values.firstName ?? "",
      middleName: values.middleName,
      lastName: values.lastName ?? "",
    },
    kinds: splitCellList(values.kinds),
    gender: values.gender?.toUpperCase(),
    dateOfBirth: values.dateOfBirth === undefined ? undefined : isoDateOf(values.dateOfBirth),
    email: values.email,
    phone: values.phone,
    unions: splitCellList(values.unions),
    status: values.status?.toUpperCase(),
    items: address ? [{ section: "Address", data: address }] : [],
  };
  const errors: FieldError[] = [];
  const person = PersonCreateRequestSchema.safeParse(draft);
  if (!person.success) errors.push(...fieldErrorsFromZod(person.error));
  if (address) {
    const checked = AddressDataSchema.safeParse(address);
    if (!checked.success) errors.push(...fieldErrorsFromZod(checked.error, "items.0.data"));
  }
  const named = namedErrors(errors);
  return {
    line: row.line,
    fullName,
    request: person.success && named.length === 0 ? person.data : null,
    errors: named,
  };
}

/** What makes two people likely the same, as the server's duplicate check sees it. */
function matchKeys(request: PersonCreateRequest): { key: string; field: string; what: string }[] {
  const { personName, dateOfBirth, email } = request;
  const name = normalizePersonName(personName.firstName, personName.lastName);
  return [
    ...(dateOfBirth && !isEmptyDate(dateOfBirth)
      ? [{ key: `name:${name}:${dateOfBirth}`, field: "firstName", what: "name and date of birth" }]
      : []),
    ...(email ? [{ key: `email:${normalizeEmail(email)}`, field: "email", what: "e-mail" }] : []),
  ];
}

/**
 * Marks rows that repeat an earlier row's person (the same name and birth date, or the same
 * e-mail) as failed, naming the line of the first: without --confirm-duplicates the file must
 * not hold a person twice.
 */
export function markRepeatedPeople(rows: readonly CheckedPersonRow[]): CheckedPersonRow[] {
  const firstLine = new Map<string, number>();
  return rows.map((row) => {
    if (!row.request) return row;
    const errors: FieldError[] = [];
    for (const { key, field, what } of matchKeys(row.request)) {
      const first = firstLine.get(key);
      if (first === undefined) firstLine.set(key, row.line);
      else errors.push({ field, message: `Line ${first} has the same ${what}.` });
    }
    return errors.length === 0 ? row : { ...row, request: null, errors };
  });
}
