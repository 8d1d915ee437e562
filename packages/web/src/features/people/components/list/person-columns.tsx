import { unionLabel } from "../../lib/union-choices";
import { genders, personListFields as fields, type PersonSummary } from "@rightsdesk/domain";
import { paths } from "../../../../routing/paths";
import { Badge } from "../../../../ui/badge";
import type { DataColumn } from "../../../../ui/data-table";
import {
  codeColumn,
  emptyCell,
  listColumn,
  recordLinkColumn,
  recordStatusColumn,
  activeAndArchiveColumns,
} from "../../../../ui/records/record-columns";
import { formatCatalogueName } from "../../../../ui/records/record-labels";
import { formatBirthDate, genderLabels } from "../../lib/person-labels";

function formatGender(value: string): string {
  const gender = genders.find((candidate) => candidate === value);
  return gender ? genderLabels[gender] : value;
}

/** "CREW, TALENT" as the list answers it → "Crew, Talent". */
const formatEmploymentType = (value: string) => value.split(/,\s*/).map(formatCatalogueName).join(", ");

const columnsBefore: DataColumn<PersonSummary>[] = [
  recordLinkColumn(fields, "fullName", {
    id: "fullName",
    header: "Name",
    text: (person) => person.fullName,
    href: (person) => paths.app.person.getHref(person.id),
    after: (person) => person.isMinor && <Badge tone="amber">Minor</Badge>,
  }),
  codeColumn(fields, "id", { id: "recordId", header: "Record id", code: (person) => person.recordId }),
  listColumn(fields, "employmentType", {
    id: "employmentType",
    header: "Employment type",
    value: (person) => person.employmentType,
    cell: (person) => (person.employmentType ? formatEmploymentType(person.employmentType) : emptyCell),
  }),
  listColumn(fields, "gender", {
    id: "gender",
    header: "Gender",
    priority: "low",
    valueLabel: formatGender,
    value: (person) => person.gender,
    cell: (person) => (person.gender ? genderLabels[person.gender] : emptyCell),
  }),
  listColumn(fields, "dateOfBirth", {
    id: "dateOfBirth",
    header: "Date of birth",
    defaultVisible: false,
    value: (person) => person.dateOfBirth,
    cell: (person) => formatBirthDate(person.dateOfBirth),
  }),
  listColumn(fields, "email", {
    id: "email",
    header: "E-mail",
    layout: "truncate",
    value: (person) => person.email,
  }),
  listColumn(fields, "phone", {
    id: "phone",
    header: "Phone",
    value: (person) => person.phone,
    cell: (person) => (person.phone ? <span className="whitespace-nowrap">{person.phone}</span> : emptyCell),
  }),
  listColumn(fields, "city", { id: "city", header: "City", priority: "low", value: (person) => person.city }),
  listColumn(fields, "unions", {
    id: "unions",
    header: "Unions",
    defaultVisible: false,
    value: (person) => person.unions,
    // The list sends the codes as one text ("SAG AFTRA, AFM"); each is read in words.
    cell: (person) => (person.unions ? person.unions.split(", ").map(unionLabel).join(", ") : emptyCell),
  }),
  recordStatusColumn(fields, (person) => person.status),
];

/**
 * The columns of `/people/all` and of `/people/archive` (also when each person was archived);
 * birth date, unions, updated and created start hidden.
 */
export const personColumns = activeAndArchiveColumns(fields, columnsBefore, { updatedVisible: false });
