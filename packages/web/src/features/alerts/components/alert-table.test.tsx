// @vitest-environment happy-dom
import type { Alert } from "@rightsdesk/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answerApiCalls, signInForEachTest } from "../../../lib/testing/fake-api";
import { AlertTable } from "./alert-table";

const server = { calls: [] as unknown[] };

signInForEachTest();
answerApiCalls({
  markAlert: async ({ body }: { body: unknown }) => {
    server.calls.push(["mark", body]);
    return {};
  },
  unmarkAlert: async ({ body }: { body: unknown }) => {
    server.calls.push(["unmark", body]);
    return {};
  },
  listTodoOwners: async () => ({ records: [{ id: 4, name: "Ann Lee" }] }),
});

function alert(overrides: Partial<Alert>): Alert {
  return {
    key: "USAGE_RIGHT:use-right:55:2026-12-13",
    kind: "USAGE_RIGHT",
    dueDate: "2026-12-13" as Alert["dueDate"],
    daysLeft: 19,
    title: "Night Ride 30s",
    detail: "Wildspot cycle 1 ends.",
    record: { type: "asset", id: 9, label: "Night Ride 30s" },
    related: { type: "person", id: 3, label: "Marisol Quintero" },
    companyId: null,
    daysAhead: 30,
    state: "OPEN",
    mark: null,
    ...overrides,
  };
}

function renderTable(alerts: Alert[], canWrite = true) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <AlertTable alerts={alerts} canWrite={canWrite} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  server.calls = [];
});
afterEach(cleanup);

describe("AlertTable", () => {
  it("shows each alert's due day, how far off it is, and links to its records, keyed by the alert", () => {
    renderTable([
      alert({}),
      alert({
        key: "HOLDING_FEE:cast:2:2026-11-20",
        kind: "HOLDING_FEE",
        daysLeft: -4,
        dueDate: "2026-11-20" as Alert["dueDate"],
      }),
    ]);
    const rows = document.querySelectorAll("tr[data-alert-key]");
    expect([...rows].map((row) => row.getAttribute("data-alert-key"))).toEqual([
      "USAGE_RIGHT:use-right:55:2026-12-13",
      "HOLDING_FEE:cast:2:2026-11-20",
    ]);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText("12/13/2026")).toBeTruthy();
    expect(first.getByText("in 19 days")).toBeTruthy();
    expect(first.getByText("Use right expiring")).toBeTruthy();
    expect(first.getByRole("link", { name: "Night Ride 30s" }).getAttribute("href")).toBe(
      "/asset/9/asset-profile",
    );
    expect(first.getByRole("link", { name: "Marisol Quintero" }).getAttribute("href")).toBe(
      "/people/3/people-profile",
    );
    expect(within(rows[1] as HTMLElement).getByText("4 days overdue")).toBeTruthy();
  });

  it("shows the fee each alert calls for, or says there is no confirmed rate, or a dash", () => {
    renderTable([
      alert({ amount: { cents: 78_300, note: "The holding fee agreed in the performer's contract." } }),
      alert({
        key: "HOLDING_FEE:cast:2:2026-11-20",
        amount: { cents: null, note: "No confirmed rate for 2026." },
      }),
      alert({ key: "MPU_EXPIRE:asset:9:2026-12-13", amount: null }),
    ]);
    const amountColumn = [...document.querySelectorAll("th")].findIndex((th) => th.textContent === "Amount");
    const amounts = [...document.querySelectorAll("tr[data-alert-key]")].map(
      (row) => row.querySelectorAll("td")[amountColumn]?.textContent,
    );
    expect(amounts).toEqual(["$783.00", "No confirmed rate", "—"]);
  });

  it("marks an alert to renew with the note typed, after asking in plain words", async () => {
    const user = renderTable([alert({})]);
    await user.click(screen.getByRole("button", { name: "Renew… Night Ride 30s" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("heading").textContent).toBe("Mark to renew: Night Ride 30s");
    await user.type(within(dialog).getByLabelText("Note (optional)"), "Agency asked for another cycle");
    await user.click(within(dialog).getByRole("button", { name: "Mark to renew" }));
    await vi.waitFor(() =>
      expect(server.calls).toEqual([
        [
          "mark",
          {
            key: "USAGE_RIGHT:use-right:55:2026-12-13",
            action: "RENEW",
            note: "Agency asked for another cycle",
          },
        ],
      ]),
    );
  });

  it("offers Reopen instead of the marks on a handled alert, with who marked it", async () => {
    const user = renderTable([
      alert({
        state: "DONE",
        mark: { action: "DONE", note: "Paid", by: { id: 4, name: "Ann Lee" }, at: "2026-11-20T15:00:00Z" },
      }),
    ]);
    expect(screen.queryByRole("button", { name: /^Renew/ })).toBeNull();
    expect(screen.getByText(/Ann Lee/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Reopen Night Ride 30s" }));
    await vi.waitFor(() =>
      expect(server.calls).toEqual([["unmark", { key: "USAGE_RIGHT:use-right:55:2026-12-13" }]]),
    );
  });

  it("shows no actions to someone who may only read alerts", () => {
    renderTable([alert({})], false);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
