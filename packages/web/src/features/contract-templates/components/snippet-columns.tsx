import { snippetListFields, type SnippetSummary } from "@rightsdesk/domain";
import { Link } from "react-router-dom";
import { paths } from "../../../app/paths";
import { formatDate } from "../../../lib/format";
import { Badge } from "../../../ui/badge";
import { cx } from "../../../ui/cx";
import { listFieldOf, type DataColumn } from "../../../ui/data-table";
import { focusRing } from "../../../ui/focus-ring";

/** The snippet list's columns (`/contracts/snippets/all`). */
export const snippetColumns: readonly DataColumn<SnippetSummary>[] = [
  {
    id: "name",
    header: "Name",
    ...listFieldOf(snippetListFields, "name"),
    wide: true,
    value: (snippet) => snippet.name,
    cell: (snippet) => (
      <Link
        to={paths.app.contractSnippets.view.getHref(snippet.id)}
        className={cx("rounded font-medium text-indigo-700 hover:underline", focusRing)}
      >
        {snippet.name}
      </Link>
    ),
  },
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
