import {
  companyFieldLabels,
  companyListFields,
  formatDisplayDate,
  isIsoDate,
  recordStatuses,
  type CompanySummary,
} from "@rightsdesk/domain";
import { Fragment } from "react";
import { Link } from "react-router-dom";
import { paths } from "../../../../app/paths";
import { offerBackState } from "../../../../app/navigation-state";
import { cx } from "../../../../ui/cx";
import { listFieldOf, type DataColumn } from "../../../../ui/data-table";
import { focusRing } from "../../../../ui/focus-ring";
import { formatCatalogueName, recordStatusLabels } from "../../../../ui/records/record-labels";
import { formatCompanySubtype } from "../../lib/company-subtypes";
import { RecordStatusBadge } from "../../../../ui/records/record-status-badge";

/** The sub type as people read it (an advertiser's sector by its label). */
function formatSubType(company: CompanySummary): string | null {
  return company.subType ? formatCompanySubtype(company.mainType, company.subType) : null;
}

/** "Agent/representative" may wrap after its slash rather than widen the column. */
function BreakAfterSlash({ text }: { text: string }) {
  const parts = text.split("/");
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <>
          /<wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
}

const dateTimeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/**
 * The calendar day (UTC) of an instant, MM/DD/YYYY: the day the list's date filters compare, so
 * "updated on 11/22/2026" finds what the column shows as 11/22/2026. The local time is in the title.
 */
function DayCell({ instant }: { instant: string | null }) {
  const day = instant?.slice(0, 10);
  if (!instant || !day || !isIsoDate(day)) return <span className="text-slate-400">—</span>;
  return (
    <time dateTime={instant} title={dateTimeFormat.format(new Date(instant))}>
      {formatDisplayDate(day)}
    </time>
  );
}

/** "ACTIVE" → "Active", for the status filter's list and its summary. */
function formatStatus(value: string): string {
  const status = recordStatuses.find((candidate) => candidate === value);
  return status ? recordStatusLabels[status].label : value;
}

const columnsBefore: DataColumn<CompanySummary>[] = [
  {
    id: "recordId",
    header: "Record id",
    ...listFieldOf(companyListFields, "id"),
    value: (company) => company.recordId,
    cell: (company) => <span className="font-mono text-xs text-slate-600">{company.recordId}</span>,
  },
  {
    id: "legalName",
    header: companyFieldLabels.legalName,
    ...listFieldOf(companyListFields, "legalName"),
    wide: true,
    value: (company) => company.legalName,
    cell: (company) => (
      <Link
        to={paths.app.company.getHref(company.id)}
        state={offerBackState}
        className={cx("rounded font-medium text-indigo-700 hover:underline", focusRing)}
      >
        {company.legalName}
      </Link>
    ),
  },
  {
    id: "businessName",
    header: companyFieldLabels.businessName,
    ...listFieldOf(companyListFields, "businessName"),
    value: (company) => company.businessName,
  },
  {
    id: "dbaName",
    header: companyFieldLabels.dbaName,
    ...listFieldOf(companyListFields, "dbaName"),
    // Rarely filled; in the column chooser, so the usual columns fit the page without scrolling.
    defaultVisible: false,
    value: (company) => company.dbaName,
  },
  {
    id: "mainType",
    header: companyFieldLabels.mainType,
    ...listFieldOf(companyListFields, "mainType"),
    valueLabel: formatCatalogueName,
    value: (company) => company.mainType,
    cell: (company) => <BreakAfterSlash text={formatCatalogueName(company.mainType)} />,
  },
  {
    id: "subType",
    header: companyFieldLabels.subType,
    ...listFieldOf(companyListFields, "subType"),
    value: (company) => company.subType,
    cell: (company) => formatSubType(company) ?? <span className="text-slate-400">—</span>,
  },
  {
    id: "city",
    header: "City",
    ...listFieldOf(companyListFields, "city"),
    value: (company) => company.city,
  },
  {
    id: "country",
    header: "Country",
    ...listFieldOf(companyListFields, "country"),
    defaultVisible: false,
    valueLabel: (country) => (country === "USA" ? "USA" : "Other"),
    value: (company) => company.country,
    cell: (company) => (company.country === "USA" ? "USA" : "Other"),
  },
  {
    id: "status",
    header: "Status",
    ...listFieldOf(companyListFields, "status"),
    valueLabel: formatStatus,
    value: (company) => company.status,
    cell: (company) => <RecordStatusBadge status={company.status} />,
  },
];

const updatedColumn: DataColumn<CompanySummary> = {
  id: "updated",
  header: "Updated",
  ...listFieldOf(companyListFields, "updatedOn"),
  value: (company) => company.updatedOn,
  cell: (company) => <DayCell instant={company.updatedOn} />,
};

const createdColumn: DataColumn<CompanySummary> = {
  id: "created",
  header: "Created",
  ...listFieldOf(companyListFields, "createdOn"),
  defaultVisible: false,
  value: (company) => company.createdOn,
  cell: (company) => <DayCell instant={company.createdOn} />,
};

/** The active list's columns (`/companies/all`); DBA name, country and created start hidden. */
export const activeCompanyColumns: readonly DataColumn<CompanySummary>[] = [
  ...columnsBefore,
  updatedColumn,
  createdColumn,
];

/** The archive's columns (`/companies/archive`): also when each company was archived. */
export const archivedCompanyColumns: readonly DataColumn<CompanySummary>[] = [
  ...columnsBefore,
  {
    id: "archived",
    header: "Archived",
    ...listFieldOf(companyListFields, "archivedOn"),
    value: (company) => company.archivedOn,
    cell: (company) => <DayCell instant={company.archivedOn} />,
  },
  updatedColumn,
  createdColumn,
];
