import { elementListFields, type ElementSummary } from "@rightsdesk/domain";
import { Link } from "react-router-dom";
import { offerBackState } from "../../../../app/navigation-state";
import { paths } from "../../../../app/paths";
import { cx } from "../../../../ui/cx";
import { listFieldOf, type DataColumn } from "../../../../ui/data-table";
import { focusRing } from "../../../../ui/focus-ring";
import { formatDay } from "../../../../ui/records/format-day";
import { formatCatalogueName } from "../../../../ui/records/record-labels";
import { formatRightsStatus, RightsStatusBadge } from "../../../../ui/records/rights-status-badge";

const empty = <span className="text-slate-400">—</span>;

/** The element list's columns (`/elements/all`). */
export const elementColumns: readonly DataColumn<ElementSummary>[] = [
  {
    id: "id",
    header: "Code",
    ...listFieldOf(elementListFields, "id"),
    value: (element) => element.code,
    cell: (element) => <span className="font-mono text-xs text-slate-600">{element.code}</span>,
  },
  {
    id: "title",
    header: "Title",
    ...listFieldOf(elementListFields, "title"),
    wide: true,
    value: (element) => element.title,
    cell: (element) => (
      <Link
        to={paths.app.element.getHref(element.id)}
        state={offerBackState}
        className={cx("rounded font-medium text-indigo-700 hover:underline", focusRing)}
      >
        {element.title}
      </Link>
    ),
  },
  {
    id: "type",
    header: "Type",
    ...listFieldOf(elementListFields, "type"),
    valueLabel: formatCatalogueName,
    value: (element) => element.type,
    cell: (element) => formatCatalogueName(element.type),
  },
  {
    id: "licenceType",
    header: "Licence type",
    ...listFieldOf(elementListFields, "licenceType"),
    valueLabel: formatCatalogueName,
    value: (element) => element.licenceType,
    cell: (element) => (element.licenceType ? formatCatalogueName(element.licenceType) : empty),
  },
  {
    id: "vendorName",
    header: "Vendor",
    ...listFieldOf(elementListFields, "vendorName"),
    value: (element) => element.vendorName,
  },
  {
    id: "status",
    header: "Status",
    ...listFieldOf(elementListFields, "status"),
    valueLabel: formatRightsStatus,
    value: (element) => element.status,
    cell: (element) => <RightsStatusBadge status={element.status} />,
  },
  {
    id: "earliestExpireDate",
    header: "Earliest expiration",
    ...listFieldOf(elementListFields, "earliestExpireDate"),
    value: (element) => element.earliestExpireDate,
    cell: (element) =>
      element.earliestExpireDate ? (
        <span className="block min-w-36">
          <span className="font-medium whitespace-nowrap">{formatDay(element.earliestExpireDate)}</span>
          {element.earliestExpireLabel && (
            <span className="block text-xs text-slate-500">{element.earliestExpireLabel}</span>
          )}
        </span>
      ) : (
        empty
      ),
  },
  {
    id: "linkedAssetCount",
    header: "Assets",
    ...listFieldOf(elementListFields, "linkedAssetCount"),
    value: (element) => element.linkedAssetCount,
  },
];
