import { Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "../button";
import { CheckboxField } from "../checkbox-field";
import { cx } from "../cx";
import { focusRing } from "../focus-ring";
import { AlertCircleIcon, FilterIcon } from "../icons";
import { SelectField } from "../select-field";
import { TextField } from "../text-field";
import type { DataColumn } from "./data-column";
import { describeFilter } from "./describe-filter";
import {
  defaultFilterOperator,
  describeOperator,
  filterOperatorsFor,
  isListValuedOperator,
  type DataColumnKind,
} from "./filter-operators";
import { normalizeColumnFilter, type ColumnFilter } from "./list-state";

type ColumnFilterProps<TRecord> = {
  column: DataColumn<TRecord>;
  filter: ColumnFilter | undefined;
  onChange: (filter: ColumnFilter | null) => void;
};

/** The funnel beside a column heading and the filter it opens. */
export function ColumnFilterButton<TRecord>({ column, filter, onChange }: ColumnFilterProps<TRecord>) {
  const label = filter
    ? `Filter ${column.header}: ${describeFilter(column, filter)}`
    : `Filter ${column.header}`;
  return (
    <Popover>
      <PopoverButton
        aria-label={label}
        title={label}
        className={cx(
          "relative flex shrink-0 rounded p-0.5",
          focusRing,
          filter
            ? "bg-indigo-100 text-indigo-700 hover:bg-indigo-200"
            : "text-slate-400 hover:bg-slate-200/70 hover:text-slate-700 data-open:bg-slate-200/70 data-open:text-slate-700",
        )}
      >
        <FilterIcon className="size-3.5" />
      </PopoverButton>
      <PopoverPanel
        focus
        anchor={{ to: "bottom start", gap: 6, padding: 8 }}
        className="z-40 w-72 rounded-lg bg-white p-4 text-left text-sm font-normal tracking-normal normal-case shadow-lg ring-1 ring-slate-900/10"
      >
        {({ close }) => (
          <FilterForm
            column={column}
            filter={filter}
            onApply={(next) => {
              onChange(next);
              close();
            }}
            onRemove={() => {
              onChange(null);
              close();
            }}
          />
        )}
      </PopoverPanel>
    </Popover>
  );
}

const missingValue: Readonly<Record<DataColumnKind, string>> = {
  text: "Enter the text to look for.",
  number: "Enter a number, like 12 or 3.5.",
  date: "Enter a date.",
  enum: "Choose at least one value.",
};

function FilterForm<TRecord>({
  column,
  filter,
  onApply,
  onRemove,
}: {
  column: DataColumn<TRecord>;
  filter: ColumnFilter | undefined;
  onApply: (filter: ColumnFilter) => void;
  onRemove: () => void;
}) {
  const headingId = useId();
  const [operator, setOperator] = useState(filter?.operator ?? defaultFilterOperator(column.kind));
  const [value, setValue] = useState(
    filter && !isListValuedOperator(filter.operator) ? (filter.values[0] ?? "") : "",
  );
  const [chosen, setChosen] = useState<readonly string[]>(
    filter && isListValuedOperator(filter.operator) ? filter.values : [],
  );
  const [caseSensitive, setCaseSensitive] = useState(filter?.caseSensitive ?? false);
  const [problem, setProblem] = useState<string | null>(null);
  const isList = isListValuedOperator(operator);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The popover lives in a portal; the event must not reach a form around the table.
    event.stopPropagation();
    const next = normalizeColumnFilter(column, {
      column: column.id,
      operator,
      values: isList ? chosen : [value],
      caseSensitive,
    });
    if (next) onApply(next);
    else setProblem(missingValue[column.kind]);
  };

  const toggle = (option: string, checked: boolean) => {
    setProblem(null);
    setChosen((current) => (checked ? [...current, option] : current.filter((entry) => entry !== option)));
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId} className="space-y-3">
      <p id={headingId} className="font-semibold text-slate-900">
        Filter by {column.header.toLowerCase()}
      </p>
      <SelectField
        label="Condition"
        value={operator}
        onChange={(event) => {
          setProblem(null);
          const next = filterOperatorsFor(column.kind).find((candidate) => candidate === event.target.value);
          if (next) setOperator(next);
        }}
        options={filterOperatorsFor(column.kind)}
        optionLabel={(candidate) => describeOperator(column.kind, candidate)}
      />
      {isList ? (
        <fieldset aria-describedby={problem ? `${headingId}-problem` : undefined}>
          <legend className="text-sm font-medium text-slate-800">Values</legend>
          <div className="mt-2 max-h-72 space-y-2 overflow-y-auto pr-1">
            {(column.values ?? []).map((option) => (
              <CheckboxField
                key={option}
                label={column.valueLabel ? column.valueLabel(option) : option}
                checked={chosen.includes(option)}
                onChange={(event) => toggle(option, event.target.checked)}
              />
            ))}
          </div>
          {problem && (
            <p id={`${headingId}-problem`} className="mt-2 flex items-start gap-1.5 text-sm text-red-700">
              <AlertCircleIcon className="mt-0.5 size-4 shrink-0" />
              {problem}
            </p>
          )}
        </fieldset>
      ) : (
        <TextField
          label="Value"
          type={column.kind === "date" ? "date" : "text"}
          inputMode={column.kind === "number" ? "decimal" : undefined}
          autoComplete="off"
          value={value}
          error={problem ?? undefined}
          onChange={(event) => {
            setProblem(null);
            setValue(event.target.value);
          }}
        />
      )}
      {column.kind === "text" && (
        <CheckboxField
          label="Match case"
          description="Tell capital and small letters apart."
          checked={caseSensitive}
          onChange={(event) => setCaseSensitive(event.target.checked)}
        />
      )}
      <div className="flex items-center justify-end gap-2 border-t border-slate-100 pt-3">
        {filter && (
          <Button variant="ghost" className="mr-auto px-2.5" onClick={onRemove}>
            Remove filter
          </Button>
        )}
        <Button type="submit">Apply</Button>
      </div>
    </form>
  );
}
