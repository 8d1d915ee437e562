import { templateListFields, type TemplateSummary } from "@rightsdesk/domain";
import { Link } from "react-router-dom";
import { paths } from "../../../app/paths";
import { formatDate } from "../../../lib/format";
import { cx } from "../../../ui/cx";
import { listFieldOf, type DataColumn } from "../../../ui/data-table";
import { focusRing } from "../../../ui/focus-ring";
import { formatCatalogueName } from "../../../ui/records/record-labels";

const empty = <span className="text-slate-400">—</span>;

/** The template list's columns (`/contracts/templates/all`). */
export const templateColumns: readonly DataColumn<TemplateSummary>[] = [
  {
    id: "name",
    header: "Name",
    ...listFieldOf(templateListFields, "name"),
    wide: true,
    value: (template) => template.name,
    cell: (template) => (
      <Link
        to={paths.app.contractTemplates.view.getHref(template.id)}
        className={cx("rounded font-medium text-indigo-700 hover:underline", focusRing)}
      >
        {template.name}
      </Link>
    ),
  },
  {
    id: "family",
    header: "Family",
    ...listFieldOf(templateListFields, "family"),
    valueLabel: formatCatalogueName,
    value: (template) => template.family,
    cell: (template) => formatCatalogueName(template.family),
  },
  {
    id: "agreement",
    header: "Agreement",
    ...listFieldOf(templateListFields, "agreement"),
    valueLabel: formatCatalogueName,
    value: (template) => template.agreement,
    cell: (template) => (template.agreement ? formatCatalogueName(template.agreement) : empty),
  },
  {
    id: "partCount",
    header: "Parts",
    ...listFieldOf(templateListFields, "partCount"),
    value: (template) => template.partCount,
  },
  {
    id: "contractCount",
    header: "Contracts",
    ...listFieldOf(templateListFields, "contractCount"),
    value: (template) => template.contractCount,
  },
  {
    id: "updatedAt",
    header: "Updated",
    ...listFieldOf(templateListFields, "updatedAt"),
    value: (template) => template.updatedAt,
    cell: (template) => <span className="whitespace-nowrap">{formatDate(template.updatedAt)}</span>,
  },
];
