import { personListFields, PersonSummarySchema, type PersonSummary } from "@rightsdesk/domain";
import type { CliIo } from "../cli-io.js";
import { peopleTable } from "../ui/people-table.js";
import { csvColumnsOfSchema } from "../ui/to-csv.js";
import { runRecordList, type RecordList, type RecordListOptions } from "./run-record-list.js";

export type PeopleListOptions = RecordListOptions;

const peopleListKind: RecordList<PersonSummary> = {
  fields: personListFields,
  fetchPage: (api, archived, body) =>
    archived ? api.listArchivedPeople({ body }) : api.listPeople({ body }),
  csvColumns: csvColumnsOfSchema<PersonSummary>(PersonSummarySchema),
  table: peopleTable,
};

/** `rightsdesk people list`: a page (or with --all every page) of active or archived people. */
export function peopleList(options: PeopleListOptions, io: CliIo): Promise<void> {
  return runRecordList(options, peopleListKind, io);
}
