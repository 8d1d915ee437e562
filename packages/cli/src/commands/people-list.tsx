import { personListFields, type PersonSummary } from "@rightsdesk/domain";
import type { CliIo } from "../cli-io.js";
import { PeopleTable } from "../ui/people-table.js";
import { runRecordList, type RecordList, type RecordListOptions } from "./run-record-list.js";

export type PeopleListOptions = RecordListOptions;

const peopleListKind: RecordList<PersonSummary> = {
  fields: personListFields,
  fetchPage: (api, archived, body) =>
    archived ? api.listArchivedPeople({ body }) : api.listPeople({ body }),
  csvColumns: [
    { header: "id", value: (person) => person.id },
    { header: "recordId", value: (person) => person.recordId },
    { header: "fullName", value: (person) => person.fullName },
    { header: "firstName", value: (person) => person.firstName },
    { header: "lastName", value: (person) => person.lastName },
    { header: "employmentType", value: (person) => person.employmentType },
    { header: "gender", value: (person) => person.gender ?? "" },
    { header: "dateOfBirth", value: (person) => person.dateOfBirth ?? "" },
    { header: "isMinor", value: (person) => person.isMinor },
    { header: "email", value: (person) => person.email ?? "" },
    { header: "phone", value: (person) => person.phone ?? "" },
    { header: "city", value: (person) => person.city ?? "" },
    { header: "unions", value: (person) => person.unions },
    { header: "status", value: (person) => person.status },
    { header: "createdOn", value: (person) => person.createdOn },
    { header: "updatedOn", value: (person) => person.updatedOn },
    { header: "archivedOn", value: (person) => person.archivedOn ?? "" },
  ],
  table: (people, totalRecords, page) => (
    <PeopleTable people={people} totalRecords={totalRecords} page={page} />
  ),
};

/** `rightsdesk people list`: a page (or with --all every page) of active or archived people. */
export function peopleList(options: PeopleListOptions, io: CliIo): Promise<void> {
  return runRecordList(options, peopleListKind, io);
}
