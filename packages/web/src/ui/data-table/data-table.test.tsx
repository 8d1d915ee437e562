// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DataColumn } from "./data-column";
import { DataTable, type DataTableResult } from "./data-table";
import { defaultListState, updateListState, type ListStateChange, type ListViewState } from "./list-state";

interface Company {
  id: number;
  name: string;
  status: string;
}

const columns: DataColumn<Company>[] = [
  { id: "recordId", header: "Record id", field: "id", kind: "number", value: (row) => row.id },
  { id: "name", header: "Legal name", field: "legalName", kind: "text", value: (row) => row.name },
  {
    id: "status",
    header: "Status",
    field: "status",
    kind: "enum",
    values: ["ACTIVE", "BLOCKED"],
    valueLabel: (value) => (value === "ACTIVE" ? "Active" : "Blocked"),
    value: (row) => row.status,
  },
];

const companies: Company[] = [
  { id: 1, name: "Acme", status: "ACTIVE" },
  { id: 2, name: "Birch", status: "BLOCKED" },
  { id: 3, name: "Cedar", status: "ACTIVE" },
];

function resultOf(records: Company[] | undefined, total = records?.length ?? 0): DataTableResult<Company> {
  return {
    data: records ? { totalRecords: total, records } : undefined,
    error: null,
    isFetching: false,
    isPlaceholderData: false,
    refetch: vi.fn(),
  };
}

function renderTable({
  tableColumns = columns,
  state = defaultListState(tableColumns),
  result = resultOf(companies),
  onOpenRow = vi.fn(),
}: {
  tableColumns?: DataColumn<Company>[];
  state?: ListViewState;
  result?: DataTableResult<Company>;
  onOpenRow?: (row: Company) => void;
} = {}) {
  const changes: ListStateChange[] = [];
  const onStateChange = vi.fn((change: ListStateChange) => changes.push(change));
  render(
    <DataTable
      caption="Companies"
      itemLabel="companies"
      columns={tableColumns}
      state={state}
      onStateChange={onStateChange}
      result={result}
      fetchPage={() => Promise.resolve({ totalRecords: 0, records: [] })}
      getRowId={(row) => String(row.id)}
      onOpenRow={onOpenRow}
      rowActions={(row) => <button type="button">Archive {row.name}</button>}
      emptyState={<p>No companies yet</p>}
    />,
  );
  return { changes, onStateChange, onOpenRow, user: userEvent.setup() };
}

afterEach(cleanup);

describe("DataTable", () => {
  it("sorts on the server when a heading is clicked, and marks the sorted column", async () => {
    const { user, changes } = renderTable();
    await user.click(screen.getByRole("button", { name: "Legal name" }));
    expect(changes).toEqual([{ sort: { column: "name", descending: false } }]);

    cleanup();
    const sorted = updateListState(
      defaultListState(columns),
      { sort: { column: "name", descending: true } },
      columns,
    );
    renderTable({ state: sorted });
    expect(screen.getByRole("columnheader", { name: /Legal name/ }).getAttribute("aria-sort")).toBe(
      "descending",
    );
    expect(screen.getByRole("columnheader", { name: /Status/ }).getAttribute("aria-sort")).toBeNull();
  });

  it("moves between rows with the arrow keys, Home and End, and opens one with Enter", async () => {
    const { user, onOpenRow } = renderTable();
    const rows = screen.getAllByRole("row").slice(1);
    // One tab stop for all the rows, and only the current row's controls are in the tab order.
    expect(rows.map((row) => row.tabIndex)).toEqual([0, -1, -1]);
    const actionTabIndexes = () =>
      screen.getAllByRole("button", { name: /^Archive/ }).map((button) => button.tabIndex);
    expect(actionTabIndexes()).toEqual([0, -1, -1]);
    rows[0]?.focus();
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(rows[1]);
    expect(rows.map((row) => row.tabIndex)).toEqual([-1, 0, -1]);
    expect(actionTabIndexes()).toEqual([-1, 0, -1]);
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(rows[2]);
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(rows[2]);
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(rows[0]);
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onOpenRow).toHaveBeenCalledWith(companies[1]);
  });

  it("applies a text filter with the operator and case chosen", async () => {
    const { user, changes } = renderTable();
    await user.click(screen.getByRole("button", { name: "Filter Legal name" }));
    const form = await screen.findByRole("form", { name: "Filter by legal name" });
    await user.selectOptions(within(form).getByLabelText("Condition"), "starts with");
    await user.click(within(form).getByRole("button", { name: "Apply" }));
    // Nothing to look for yet: the filter says so instead of applying.
    expect(within(form).getByText("Enter the text to look for.")).toBeTruthy();
    expect(changes).toEqual([]);
    await user.type(within(form).getByLabelText("Value"), "  Ac ");
    await user.click(within(form).getByLabelText(/Match case/));
    await user.click(within(form).getByRole("button", { name: "Apply" }));
    expect(changes).toEqual([
      {
        filter: {
          column: "name",
          filter: { column: "name", operator: "sw", values: ["Ac"], caseSensitive: true },
        },
      },
    ]);
  });

  it("filters an enum column with a checkbox list", async () => {
    const { user, changes } = renderTable();
    await user.click(screen.getByRole("button", { name: "Filter Status" }));
    const form = await screen.findByRole("form", { name: "Filter by status" });
    await user.click(within(form).getByLabelText("Blocked"));
    await user.click(within(form).getByRole("button", { name: "Apply" }));
    expect(changes).toEqual([
      {
        filter: {
          column: "status",
          filter: { column: "status", operator: "in", values: ["BLOCKED"], caseSensitive: false },
        },
      },
    ]);
  });

  it("says when nothing matches the filters, and clears them", async () => {
    const filtered = updateListState(
      defaultListState(columns),
      {
        filter: {
          column: "name",
          filter: { column: "name", operator: "cn", values: ["zz"], caseSensitive: false },
        },
      },
      columns,
    );
    const { user, changes } = renderTable({ state: filtered, result: resultOf([]) });
    expect(screen.getByText("No companies match these filters")).toBeTruthy();
    expect(screen.getByText("Legal name contains “zz”")).toBeTruthy();
    // One beside the filters in force, one in the empty state.
    const [, inEmptyState] = screen.getAllByRole("button", { name: "Clear filters" });
    if (!inEmptyState) throw new Error("The empty state has no Clear filters button.");
    await user.click(inEmptyState);
    expect(changes).toEqual([{ clearFilters: true }]);
  });

  it("shows the list's own empty state when nothing filters it", () => {
    renderTable({ result: resultOf([]) });
    expect(screen.getByText("No companies yet")).toBeTruthy();
  });

  it("shows skeleton rows while the first page loads", () => {
    renderTable({ result: resultOf(undefined) });
    expect(screen.getByRole("table").getAttribute("aria-busy")).toBe("true");
    expect(screen.getAllByRole("row")).toHaveLength(9);
  });

  it("shows a failure with a way to try again", async () => {
    const failed = { ...resultOf(undefined), error: new Error("The server is down.") };
    const { user } = renderTable({ result: failed });
    expect(screen.getByRole("alert").textContent).toContain("The server is down.");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(failed.refetch).toHaveBeenCalled();
  });

  it("pages forward and jumps to the last page", async () => {
    const { user, changes } = renderTable({ result: resultOf(companies, 1234) });
    expect(screen.getByText(/of/, { selector: "p" }).textContent).toBe("Showing 1–25 of 1,234 companies");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Last page" }));
    expect(changes).toEqual([{ page: 1 }, { page: 49 }]);
  });

  it("cuts a long value in a column that truncates, the whole value in the cell's title", () => {
    const withEmail: DataColumn<Company>[] = [
      ...columns,
      {
        id: "email",
        header: "E-mail",
        field: "email",
        kind: "text",
        layout: "truncate",
        value: (row) => `accounts-payable@${row.name.toLowerCase()}.example`,
      },
    ];
    renderTable({ tableColumns: withEmail });
    const cell = screen.getByTitle("accounts-payable@birch.example");
    expect(cell.textContent).toBe("accounts-payable@birch.example");
    expect(cell.className).toContain("truncate");
    // A value that wraps is not cut.
    expect(screen.getByText("Birch").closest("[title]")).toBeNull();
  });

  it("keeps a heading's whole name on its sort button when its words may wrap", async () => {
    const { user, changes } = renderTable();
    await user.click(screen.getByRole("button", { name: "Record id" }));
    expect(changes).toEqual([{ sort: { column: "recordId", descending: false } }]);
    expect(screen.getByRole("columnheader", { name: /Record id/ }).className).toContain("text-right");
  });

  it("hides a column from the chooser", async () => {
    const { user, changes } = renderTable();
    await user.click(screen.getByRole("button", { name: "Columns" }));
    await user.click(await screen.findByLabelText("Status"));
    expect(changes).toEqual([{ visibleColumns: ["recordId", "name"] }]);
  });
});
