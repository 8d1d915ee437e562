import { elementListFields as fields, type ElementSummary } from "@rightsdesk/domain";
import { paths } from "../../../../routing/paths";
import type { DataColumn } from "../../../../ui/data-table";
import {
  catalogueColumn,
  codeColumn,
  earliestExpirationColumn,
  listColumn,
  recordLinkColumn,
  rightsStatusColumn,
} from "../../../../ui/records/record-columns";
import { formatCatalogueName } from "../../../../ui/records/record-labels";

/** The element list's columns (`/elements/all`). */
export const elementColumns: readonly DataColumn<ElementSummary>[] = [
  codeColumn(fields, "id", { id: "id", header: "Code", code: (element) => element.code }),
  recordLinkColumn(fields, "title", {
    id: "title",
    header: "Title",
    text: (element) => element.title,
    href: (element) => paths.app.element.getHref(element.id),
  }),
  listColumn(fields, "type", {
    id: "type",
    header: "Type",
    valueLabel: formatCatalogueName,
    value: (element) => element.type,
    cell: (element) => formatCatalogueName(element.type),
  }),
  catalogueColumn(fields, "licenceType", {
    id: "licenceType",
    header: "Licence type",
    value: (element) => element.licenceType,
  }),
  listColumn(fields, "vendorName", {
    id: "vendorName",
    header: "Vendor",
    value: (element) => element.vendorName,
  }),
  rightsStatusColumn(fields, (element) => element.status),
  earliestExpirationColumn(fields, {
    date: (element) => element.earliestExpireDate,
    label: (element) => element.earliestExpireLabel,
    value: (element) => element.earliestExpireDate,
    boxClassName: "block min-w-36",
    dayClassName: "font-medium whitespace-nowrap",
  }),
  listColumn(fields, "linkedAssetCount", {
    id: "linkedAssetCount",
    header: "Assets",
    value: (element) => element.linkedAssetCount,
  }),
];
