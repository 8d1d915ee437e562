import { elementListFields, ElementSummarySchema, type ElementSummary } from "@rightsdesk/domain";
import type { CliIo } from "../cli-io.js";
import { elementsTable } from "../ui/elements-table.js";
import { csvColumnsOfSchema } from "../ui/to-csv.js";
import { withRightsListFilters, type RightsListFilterOptions } from "./rights-list-filters.js";
import { runRecordList, type RecordList, type RecordListOptions } from "./run-record-list.js";

export interface ElementsListOptions extends RecordListOptions, RightsListFilterOptions {}

const elementListKind: RecordList<ElementSummary> = {
  fields: elementListFields,
  fetchPage: (api, archived, body) =>
    archived ? api.listArchivedElements({ body }) : api.listElements({ body }),
  csvColumns: csvColumnsOfSchema<ElementSummary>(ElementSummarySchema),
  table: elementsTable,
};

/** `rightsdesk elements list`: a page (or with --all every page) of active or archived elements. */
export function elementsList(options: ElementsListOptions, io: CliIo): Promise<void> {
  return runRecordList(withRightsListFilters(options, io.now()), elementListKind, io);
}
