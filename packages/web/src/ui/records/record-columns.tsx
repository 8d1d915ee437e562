import {
  formatDisplayDate,
  isIsoDate,
  recordStatuses,
  type ListFields,
  type RecordStatus,
  type RightsStatus,
} from "@rightsdesk/domain";
import type { ReactNode } from "react";
import { offerBackState } from "../../routing/navigation-state";
import { cx } from "../cx";
import { listFieldOf, type DataColumn } from "../data-table";
import { focusRing } from "../focus-ring";
import { ModuleLink } from "../module-link";
import { formatDay } from "./format-day";
import { formatCatalogueName, recordStatusLabels } from "./record-labels";
import { RecordStatusBadge } from "./record-status-badge";
import { formatRightsStatus, RightsStatusBadge } from "./rights-status-badge";

/** What a cell shows for no value. */
export const emptyCell = <span className="text-slate-400">—</span>;

type ColumnSpec<T> = Omit<DataColumn<T>, "field" | "kind" | "values">;

/**
 * A column of a kind's list: its field, kind and values from the list's whitelist in the domain
 * (`listFieldOf`), so it filters exactly as the server will.
 */
export function listColumn<T>(fields: ListFields, name: string, spec: ColumnSpec<T>): DataColumn<T> {
  return { ...spec, ...listFieldOf(fields, name) };
}

/** The record's name, linking to its page (the row's own heading, so it may wrap); `after` follows it. */
export function recordLinkColumn<T>(
  fields: ListFields,
  name: string,
  spec: Pick<DataColumn<T>, "id" | "header"> & {
    text: (record: T) => string;
    href: (record: T) => string;
    after?: (record: T) => ReactNode;
    /** The opened record offers "Back" to the list; yes by default. */
    offerBack?: boolean;
  },
): DataColumn<T> {
  const link = (record: T) => (
    <ModuleLink
      to={spec.href(record)}
      state={spec.offerBack === false ? undefined : offerBackState}
      className={cx("rounded font-medium text-indigo-700 hover:underline", focusRing)}
      plainClassName="font-medium text-slate-900"
    >
      {spec.text(record)}
    </ModuleLink>
  );
  const { after } = spec;
  return listColumn(fields, name, {
    id: spec.id,
    header: spec.header,
    wide: true,
    value: spec.text,
    cell: after
      ? (record) => (
          <span className="inline-flex flex-wrap items-center gap-2">
            {link(record)}
            {after(record)}
          </span>
        )
      : link,
  });
}

/** A record's code or number, in a small fixed-width face. */
export function codeColumn<T>(
  fields: ListFields,
  name: string,
  spec: Pick<DataColumn<T>, "id" | "header"> & { code: (record: T) => string },
): DataColumn<T> {
  return listColumn(fields, name, {
    id: spec.id,
    header: spec.header,
    // A code reads as one word, at the left, even when the list sorts it by its number.
    layout: "nowrap",
    value: spec.code,
    cell: (record) => <span className="font-mono text-xs text-slate-600">{spec.code(record)}</span>,
  });
}

/** A catalogue value in sentence case ("AD AGENCY" → "Ad agency"), in the filter's list too. */
export function catalogueColumn<T>(
  fields: ListFields,
  name: string,
  spec: Pick<DataColumn<T>, "id" | "header"> & { value: (record: T) => string | null },
): DataColumn<T> {
  return listColumn(fields, name, {
    ...spec,
    valueLabel: formatCatalogueName,
    cell: (record) => {
      const value = spec.value(record);
      return value ? formatCatalogueName(value) : emptyCell;
    },
  });
}

/** "ACTIVE" → "Active", for the status filter's list and its summary. */
function formatRecordStatus(value: string): string {
  const status = recordStatuses.find((candidate) => candidate === value);
  return status ? recordStatusLabels[status].label : value;
}

/** The status of a company or a person, as a badge. */
export function recordStatusColumn<T>(
  fields: ListFields,
  status: (record: T) => RecordStatus,
): DataColumn<T> {
  return listColumn(fields, "status", {
    id: "status",
    header: "Status",
    valueLabel: formatRecordStatus,
    value: status,
    cell: (record) => <RecordStatusBadge status={status(record)} />,
  });
}

/** The rights status of an asset or an element, as a badge. */
export function rightsStatusColumn<T>(
  fields: ListFields,
  status: (record: T) => RightsStatus,
): DataColumn<T> {
  return listColumn(fields, "status", {
    id: "status",
    header: "Status",
    valueLabel: formatRightsStatus,
    value: status,
    cell: (record) => <RightsStatusBadge status={status(record)} />,
  });
}

const dateTimeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/**
 * The calendar day (UTC) of an instant, MM/DD/YYYY: the day the list's date filters compare, so
 * "updated on 11/22/2026" finds what the column shows as 11/22/2026. The local time is in the title.
 */
function DayCell({ instant }: { instant: string | null }) {
  const day = instant?.slice(0, 10);
  if (!instant || !day || !isIsoDate(day)) return emptyCell;
  return (
    <time dateTime={instant} title={dateTimeFormat.format(new Date(instant))}>
      {formatDisplayDate(day)}
    </time>
  );
}

/** When something happened to the record (updated, created, archived), as its calendar day. */
export function dayColumn<T>(
  fields: ListFields,
  name: string,
  spec: Pick<DataColumn<T>, "id" | "header" | "defaultVisible"> & { value: (record: T) => string | null },
): DataColumn<T> {
  return listColumn(fields, name, { ...spec, cell: (record) => <DayCell instant={spec.value(record)} /> });
}

/** The day that ends an asset or an element first, and what ends it. */
export function earliestExpirationColumn<T>(
  fields: ListFields,
  spec: {
    date: (record: T) => string | null;
    label: (record: T) => string | null;
    value: (record: T) => string | null;
    /** The cell's box ("block min-w-40") and the day's face. */
    boxClassName: string;
    dayClassName: string;
  },
): DataColumn<T> {
  return listColumn(fields, "earliestExpireDate", {
    id: "earliestExpireDate",
    header: "Earliest expiration",
    // The day stays on one line; what ends it may wrap.
    layout: "wrap",
    value: spec.value,
    cell: (record) => {
      const date = spec.date(record);
      const label = spec.label(record);
      if (!date) return emptyCell;
      return (
        <span className={spec.boxClassName}>
          <span className={spec.dayClassName}>{formatDay(date)}</span>
          {label && <span className="block text-xs text-slate-500">{label}</span>}
        </span>
      );
    },
  });
}

/** When a listed record was changed, made and archived (companies and people answer all three). */
interface DatedRecord {
  updatedOn: string | null;
  createdOn: string | null;
  archivedOn: string | null;
}

/**
 * The columns of a kind's active list (`all`) and of its archive (`archive`): its own columns
 * followed by its dates.
 */
export function activeAndArchiveColumns<T extends DatedRecord>(
  fields: ListFields,
  columns: readonly DataColumn<T>[],
  { updatedVisible }: { updatedVisible: boolean },
): Record<"all" | "archive", readonly DataColumn<T>[]> {
  return {
    all: withRecordDates(fields, columns, { archive: false, updatedVisible }),
    archive: withRecordDates(fields, columns, { archive: true, updatedVisible }),
  };
}

/**
 * A list's columns followed by its dates: "Updated" and "Created" (in the column chooser), and on
 * the archive "Archived" before them.
 */
function withRecordDates<T extends DatedRecord>(
  fields: ListFields,
  columns: readonly DataColumn<T>[],
  { archive, updatedVisible }: { archive: boolean; updatedVisible: boolean },
): readonly DataColumn<T>[] {
  return [
    ...columns,
    ...(archive
      ? [
          dayColumn<T>(fields, "archivedOn", {
            id: "archived",
            header: "Archived",
            value: (record) => record.archivedOn,
          }),
        ]
      : []),
    dayColumn<T>(fields, "updatedOn", {
      id: "updated",
      header: "Updated",
      ...(updatedVisible ? {} : { defaultVisible: false }),
      value: (record) => record.updatedOn,
    }),
    dayColumn<T>(fields, "createdOn", {
      id: "created",
      header: "Created",
      defaultVisible: false,
      value: (record) => record.createdOn,
    }),
  ];
}
