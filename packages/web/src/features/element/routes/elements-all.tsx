import type { ElementSummary } from "@rightsdesk/domain";
import { api } from "../../../lib/api-client";
import { paths } from "../../../routing/paths";
import { DocumentIcon } from "../../../ui/icons";
import { recordListRoute } from "../../../ui/records/record-list";
import { elementKind } from "../api/element-kind";
import { elementColumns } from "../components/list/element-columns";

/** /elements/all: the active elements (`POST /Element/GetBy`). */
export const { loader, Component } = recordListRoute<ElementSummary>({
  module: elementKind.module,
  queryKey: [...elementKind.keys.lists(), "all"],
  list: (query) => api.listElements({ body: query }),
  columns: elementColumns,
  title: "Elements",
  caption: "Active elements",
  itemLabel: "elements",
  rowHref: (element) => paths.app.element.getHref(element.id),
  empty: {
    icon: <DocumentIcon className="size-5" />,
    title: "No elements yet",
    text: "Elements you add appear here with their status and earliest expiration.",
    add: { href: paths.app.addElement.getHref(), label: "Add element" },
  },
});
