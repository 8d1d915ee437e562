import {
  bulkContractColumnLabels,
  type BulkContractCells,
  type BulkContractCsvColumn,
} from "@rightsdesk/domain";
import { useState, type FormEvent } from "react";
import { Button } from "../../../ui/button";
import { TextField } from "../../../ui/text-field";

/** One row's cells in fields, changed in place and checked again as soon as they are applied. */
export function BulkRowEditor({
  number,
  cells,
  columns,
  problemColumns,
  onApply,
  onCancel,
}: {
  number: number;
  cells: BulkContractCells;
  columns: readonly BulkContractCsvColumn[];
  /** The columns with a problem: the first takes the focus. */
  problemColumns: readonly BulkContractCsvColumn[];
  onApply: (cells: BulkContractCells) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<BulkContractCells>(cells);
  const focused = problemColumns[0] ?? columns[0];
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next: BulkContractCells = {};
    for (const [column, value] of Object.entries(values) as [BulkContractCsvColumn, string][]) {
      if (value.trim() !== "") next[column] = value.trim();
    }
    onApply(next);
  };
  return (
    <form aria-label={`Edit row ${number}`} onSubmit={apply} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {columns.map((column) => (
          <TextField
            key={column}
            label={bulkContractColumnLabels[column]}
            value={values[column] ?? ""}
            autoFocus={column === focused}
            aria-invalid={problemColumns.includes(column) ? true : undefined}
            className={problemColumns.includes(column) ? "[&_input]:border-red-400" : undefined}
            onChange={(event) => setValues((current) => ({ ...current, [column]: event.target.value }))}
          />
        ))}
      </div>
      <div className="flex gap-3">
        <Button type="submit">{`Apply to row ${number}`}</Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
