import type { PersonSummary } from "@rightsdesk/domain";
import { RecordPageTable, type ListPlace } from "./record-page-table.js";
import type { TableColumn } from "./table.js";

export interface PeopleTableProps {
  people: readonly PersonSummary[];
  totalRecords: number;
  /** The page shown, or null when the table holds every page. */
  page: ListPlace;
}

const columns: readonly TableColumn<PersonSummary>[] = [
  { header: "Record id", value: (person) => person.recordId },
  { header: "Full name", value: (person) => person.fullName },
  { header: "Employment type", value: (person) => person.employmentType },
  { header: "Minor", value: (person) => (person.isMinor ? "yes" : "") },
  { header: "E-mail", value: (person) => person.email ?? "" },
  { header: "Phone", value: (person) => person.phone ?? "" },
  { header: "City", value: (person) => person.city ?? "" },
  { header: "Status", value: (person) => person.status },
];

const names = { one: "person", many: "people" };

/** People in aligned columns, and where the page sits in the whole list. */
export function PeopleTable({ people, totalRecords, page }: PeopleTableProps) {
  return (
    <RecordPageTable
      columns={columns}
      records={people}
      totalRecords={totalRecords}
      page={page}
      names={names}
    />
  );
}
