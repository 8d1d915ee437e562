import { elementListFields, type ElementSummary } from "@rightsdesk/domain";
import type { CliIo } from "../cli-io.js";
import { ElementsTable } from "../ui/elements-table.js";
import { withRightsListFilters, type RightsListFilterOptions } from "./rights-list-filters.js";
import { runRecordList, type RecordList, type RecordListOptions } from "./run-record-list.js";

export interface ElementsListOptions extends RecordListOptions, RightsListFilterOptions {}

const elementListKind: RecordList<ElementSummary> = {
  fields: elementListFields,
  fetchPage: (api, archived, body) =>
    archived ? api.listArchivedElements({ body }) : api.listElements({ body }),
  csvColumns: [
    { header: "id", value: (element) => element.id },
    { header: "code", value: (element) => element.code },
    { header: "title", value: (element) => element.title },
    { header: "type", value: (element) => element.type },
    { header: "subType", value: (element) => element.subType ?? "" },
    { header: "licenceType", value: (element) => element.licenceType ?? "" },
    { header: "vendorName", value: (element) => element.vendorName ?? "" },
    { header: "status", value: (element) => element.status },
    { header: "earliestExpireDate", value: (element) => element.earliestExpireDate ?? "" },
    { header: "earliestExpireLabel", value: (element) => element.earliestExpireLabel ?? "" },
    { header: "linkedAssetCount", value: (element) => element.linkedAssetCount },
    { header: "createdOn", value: (element) => element.createdOn },
    { header: "updatedOn", value: (element) => element.updatedOn },
    { header: "archivedOn", value: (element) => element.archivedOn ?? "" },
  ],
  table: (elements, totalRecords, page) => (
    <ElementsTable elements={elements} totalRecords={totalRecords} page={page} />
  ),
};

/** `rightsdesk elements list`: a page (or with --all every page) of active or archived elements. */
export function elementsList(options: ElementsListOptions, io: CliIo): Promise<void> {
  return runRecordList(withRightsListFilters(options, io.now()), elementListKind, io);
}
