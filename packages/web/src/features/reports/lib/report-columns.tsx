import {
  codeLabel,
  formatMoneyCents,
  readsAsCode,
  type ReportColumn,
  type ReportDefinition,
  type ReportRow,
} from "@rightsdesk/domain";
import { offerBackState } from "../../../routing/navigation-state";
import type { DataColumn } from "../../../ui/data-table";
import { cx } from "../../../ui/cx";
import { focusRing } from "../../../ui/focus-ring";
import { ModuleLink } from "../../../ui/module-link";
import { formatDay } from "../../../ui/records/format-day";
import { recordPageHref } from "../../../routing/paths";

const empty = <span className="text-slate-400">—</span>;

/**
 * A cell as the table shows it: days MM/DD/YYYY, money "$1,234.56", codes in words, numbers as
 * they are, nothing as null.
 */
export function formatReportCell(column: ReportColumn, value: ReportRow[string] | undefined): string | null {
  if (value === null || value === undefined || value === "") return null;
  switch (column.kind) {
    case "date":
      return typeof value === "string" ? formatDay(value, "") || null : String(value);
    case "money":
      return typeof value === "number" ? formatMoneyCents(value) : String(value);
    default:
      return readsAsCode(column) ? codeLabel(String(value)) : String(value);
  }
}

function isNumeric(column: ReportColumn): boolean {
  return column.kind === "number" || column.kind === "money";
}

/** Numbers that name a record (an Ad-ID, a contract): one word each, never wrapped. */
const identifierKeys: ReadonlySet<string> = new Set([
  "adId",
  "contractNumber",
  "guaranteeNumber",
  "recordNumber",
]);

/**
 * Columns that give way on a window narrower than 2xl, so a ten-column report fits at 1280 px
 * without scrolling sideways; the "Columns" control shows them again.
 */
const lowPriorityKeys: ReadonlySet<string> = new Set(["performerCategory", "agent"]);

/**
 * The data table's columns for a report, straight from its definition: every column sorts and
 * filters on the server (money and numbers as numbers). The first column links to the row's record.
 */
export function reportColumnsOf(report: ReportDefinition): DataColumn<ReportRow>[] {
  return report.columns.map((column, index) => {
    const format = (row: ReportRow) => formatReportCell(column, row[column.key]);
    return {
      id: column.key,
      header: column.label,
      field: column.key,
      kind: column.kind === "money" ? "number" : column.kind,
      ...(column.values ? { values: column.values } : {}),
      wide: /title/i.test(column.key),
      ...(identifierKeys.has(column.key) ? { layout: "nowrap" as const } : {}),
      ...(lowPriorityKeys.has(column.key) ? { priority: "low" as const } : {}),
      value: (row) => {
        const value = row[column.key];
        return value === undefined ? null : value;
      },
      cell: (row) => {
        const text = format(row);
        if (text === null) return empty;
        if (index === 0)
          return (
            <ModuleLink
              to={recordPageHref(report.link, row.linkId)}
              state={offerBackState}
              className={cx("rounded font-medium text-indigo-700 hover:underline", focusRing)}
              plainClassName="font-medium text-slate-900"
            >
              {text}
            </ModuleLink>
          );
        const overdue =
          column.key === "daysLeft" && typeof row[column.key] === "number" && Number(row[column.key]) < 0;
        return isNumeric(column) ? (
          <span
            className={cx(
              "block text-right whitespace-nowrap tabular-nums",
              overdue && "font-medium text-red-700",
            )}
          >
            {text}
          </span>
        ) : column.kind === "date" ? (
          <span className="whitespace-nowrap tabular-nums">{text}</span>
        ) : (
          text
        );
      },
    };
  });
}
