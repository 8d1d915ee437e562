import { snippetListFields, type SnippetSummary } from "@rightsdesk/domain";
import { paths } from "../../../routing/paths";
import { formatDate } from "../../../lib/format";
import { Badge } from "../../../ui/badge";
import { listFieldOf, type DataColumn } from "../../../ui/data-table";
import { recordLinkColumn } from "../../../ui/records/record-columns";

/** The snippet list's columns (`/contracts/snippets/all`). */
export const snippetColumns: readonly DataColumn<SnippetSummary>[] = [
  recordLinkColumn(snippetListFields, "name", {
    id: "name",
    header: "Name",
    text: (snippet) => snippet.name,
    href: (snippet) => paths.app.contractSnippets.view.getHref(snippet.id),
    offerBack: false,
  }),
  {
    id: "partType",
    header: "Part type",
    ...listFieldOf(snippetListFields, "partType"),
    value: (snippet) => snippet.partType,
    cell: (snippet) => <Badge tone="indigo">{snippet.partType}</Badge>,
  },
  {
    id: "usedByCount",
    header: "Used by",
    ...listFieldOf(snippetListFields, "usedByCount"),
    value: (snippet) => snippet.usedByCount,
    cell: (snippet) =>
      snippet.usedByCount === 0 ? (
        <span className="text-slate-500">No templates</span>
      ) : (
        `${snippet.usedByCount} template${snippet.usedByCount === 1 ? "" : "s"}`
      ),
  },
  {
    id: "updatedAt",
    header: "Updated",
    ...listFieldOf(snippetListFields, "updatedAt"),
    value: (snippet) => snippet.updatedAt,
    cell: (snippet) => (
      <span className="whitespace-nowrap">
        {formatDate(snippet.updatedAt)}
        {snippet.updatedBy && <span className="block text-xs text-slate-500">{snippet.updatedBy}</span>}
      </span>
    ),
  },
];
