import {
  bulkContractColumnLabels,
  bulkRowProblemText,
  codeLabel,
  type BulkContractCells,
  type BulkContractCsvColumn,
} from "@rightsdesk/domain";
import { Fragment, useState } from "react";
import { Link } from "react-router-dom";
import { dollarsToCents } from "../../../lib/money";
import { paths } from "../../../routing/paths";
import { Button } from "../../../ui/button";
import { formatCents } from "../../../ui/records/format-day";
import type { BulkCsvRow } from "../lib/bulk-csv";
import type { BulkRowState, RowCheck } from "../lib/bulk-row-state";
import { BulkRowEditor } from "./bulk-row-editor";

/** Always shown; the other columns of the layout only when a row fills them. */
const baseColumns: readonly BulkContractCsvColumn[] = ["talent", "title", "role", "sessionFee", "holdingFee"];
const optionalColumns: readonly BulkContractCsvColumn[] = [
  "key",
  "contractNumber",
  "payeeKind",
  "loanOutCompanyId",
  "payeeAgencyId",
  "performerCategory",
  "performanceType",
];
const codeColumns = new Set<BulkContractCsvColumn>(["payeeKind", "performerCategory", "performanceType"]);

/** A cell as the table shows it: fees as money, codes in words. */
function cellText(column: BulkContractCsvColumn, value: string | undefined): string {
  if (!value) return "—";
  if (column === "sessionFee" || column === "holdingFee") {
    const cents = dollarsToCents(value);
    return cents === null || Number.isNaN(cents) ? value : formatCents(cents);
  }
  return codeColumns.has(column) ? codeLabel(value) : value;
}

/**
 * The rows of a bulk creation, one per talent, each with where it stands. A row that is not yet
 * created can be edited in place; once created, it links to its contract.
 */
export function BulkTalentTable({
  rows,
  stateOf,
  checkOf,
  onChange,
  onRemove,
}: {
  rows: readonly BulkCsvRow[];
  stateOf: (row: BulkCsvRow) => BulkRowState;
  checkOf: (row: BulkCsvRow) => RowCheck | undefined;
  onChange: (row: BulkCsvRow, cells: BulkContractCells) => void;
  onRemove: (row: BulkCsvRow) => void;
}) {
  const [editing, setEditing] = useState<number | null>(null);
  const columns = [
    ...baseColumns,
    ...optionalColumns.filter((column) => rows.some((row) => row.cells[column] !== undefined)),
  ];
  return (
    <div className="overflow-x-auto border-t border-slate-100">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Talent rows</caption>
        <thead className="bg-slate-50 text-left text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              Row
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-2 font-medium whitespace-nowrap">
                {bulkContractColumnLabels[column]}
              </th>
            ))}
            <th scope="col" className="px-4 py-2 font-medium">
              Result
            </th>
            <th scope="col" className="px-4 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => {
            const state = stateOf(row);
            const check = checkOf(row);
            const problems = [...row.problems, ...(check?.outcome === "invalid" ? check.problems : [])];
            const done = state === "created" || state === "existing";
            return (
              <Fragment key={row.number}>
                <tr className={state === "problem" ? "bg-red-50/60" : undefined}>
                  <td className="px-4 py-2 text-slate-500 tabular-nums">{row.number}</td>
                  {columns.map((column) => (
                    <td
                      key={column}
                      className={
                        column === "sessionFee" || column === "holdingFee"
                          ? "px-4 py-2 whitespace-nowrap tabular-nums"
                          : "px-4 py-2"
                      }
                    >
                      {column === "talent" && row.name ? row.name : cellText(column, row.cells[column])}
                    </td>
                  ))}
                  <td className="px-4 py-2">
                    <RowResult state={state} check={check} problems={problems.map(bulkRowProblemText)} />
                  </td>
                  <td className="px-4 py-2 text-right whitespace-nowrap">
                    {!done && (
                      <>
                        <Button
                          variant="ghost"
                          aria-label={`${state === "problem" ? "Fix" : "Edit"} row ${row.number}`}
                          aria-expanded={editing === row.number}
                          onClick={() => setEditing(editing === row.number ? null : row.number)}
                        >
                          {state === "problem" ? "Fix" : "Edit"}
                        </Button>
                        <Button
                          variant="ghost"
                          aria-label={`Remove row ${row.number}`}
                          onClick={() => onRemove(row)}
                        >
                          Remove
                        </Button>
                      </>
                    )}
                  </td>
                </tr>
                {editing === row.number && !done && (
                  <tr className="bg-slate-50">
                    <td colSpan={columns.length + 3} className="px-4 py-4">
                      <BulkRowEditor
                        number={row.number}
                        cells={row.cells}
                        columns={columns}
                        problemColumns={problems.flatMap((problem) =>
                          problem.column ? [problem.column] : [],
                        )}
                        onApply={(cells) => {
                          onChange(row, cells);
                          setEditing(null);
                        }}
                        onCancel={() => setEditing(null)}
                      />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A row's result: its problems, the contract made or found (a link), or where it stands. */
function RowResult({
  state,
  check,
  problems,
}: {
  state: BulkRowState;
  check: RowCheck | undefined;
  problems: readonly string[];
}) {
  if (state === "problem") {
    return (
      <ul className="space-y-0.5 text-red-700">
        {problems.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    );
  }
  if ((state === "created" || state === "existing") && check?.contractId) {
    return (
      <Link
        to={paths.app.contract.getHref(check.contractId)}
        className="font-medium whitespace-nowrap text-indigo-700 hover:underline"
      >
        {`${state === "created" ? "Created" : "Created before"} ${check.contractNumber ?? ""}`.trim()}
      </Link>
    );
  }
  const words: Record<BulkRowState, string> = {
    problem: "",
    checking: "Checking…",
    unchecked: "Waiting for the terms",
    ready: "Ready",
    existing: "Created before",
    created: "Created",
  };
  return <span className={state === "ready" ? "text-emerald-700" : "text-slate-500"}>{words[state]}</span>;
}
