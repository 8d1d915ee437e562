import { templateListFields as fields, type TemplateSummary } from "@rightsdesk/domain";
import { formatDate } from "../../../lib/format";
import { paths } from "../../../routing/paths";
import type { DataColumn } from "../../../ui/data-table";
import { catalogueColumn, listColumn, recordLinkColumn } from "../../../ui/records/record-columns";

/** The template list's columns (`/contracts/templates/all`). */
export const templateColumns: readonly DataColumn<TemplateSummary>[] = [
  recordLinkColumn(fields, "name", {
    id: "name",
    header: "Name",
    text: (template) => template.name,
    href: (template) => paths.app.contractTemplates.view.getHref(template.id),
    offerBack: false,
  }),
  catalogueColumn(fields, "family", { id: "family", header: "Family", value: (template) => template.family }),
  catalogueColumn(fields, "agreement", {
    id: "agreement",
    header: "Agreement",
    value: (template) => template.agreement,
  }),
  listColumn(fields, "partCount", {
    id: "partCount",
    header: "Parts",
    value: (template) => template.partCount,
  }),
  listColumn(fields, "contractCount", {
    id: "contractCount",
    header: "Contracts",
    value: (template) => template.contractCount,
  }),
  listColumn(fields, "updatedAt", {
    id: "updatedAt",
    header: "Updated",
    value: (template) => template.updatedAt,
    cell: (template) => <span className="whitespace-nowrap">{formatDate(template.updatedAt)}</span>,
  }),
];
