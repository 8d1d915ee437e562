// @vitest-environment happy-dom
import { ApiError } from "@rightsdesk/api-client";
import { ErrorCodes, type Alert, type AlertAction } from "@rightsdesk/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { permissionQueryOptions } from "../../../lib/permission";
import { answerApiCalls, permissionGranting, signInForEachTest } from "../../../lib/testing/fake-api";
import { Component as AlertView } from "./alert-view";

function holdingFee(id: number): Alert {
  const dueDate = `2026-12-${String(id).padStart(2, "0")}` as Alert["dueDate"];
  return {
    key: `HOLDING_FEE:cast:${id}:${dueDate}`,
    kind: "HOLDING_FEE",
    dueDate,
    daysLeft: id,
    title: `Spot ${id}`,
    detail: "Holding fee due.",
    record: { type: "asset", id, label: `Spot ${id}` },
    related: null,
    companyId: null,
    daysAhead: 30,
    state: "OPEN",
    mark: null,
  };
}

type MarkBody = { key: string; action: AlertAction; note: string | null };

const server = {
  alerts: [1, 2, 3, 4].map(holdingFee),
  marks: [] as MarkBody[],
  /** The key the server refuses to mark. */
  refuse: null as string | null,
};

signInForEachTest();
answerApiCalls({
  listAlerts: async () => ({
    today: "2026-11-30",
    from: "2026-10-31",
    to: "2026-12-30",
    alerts: server.alerts.filter((alert) => !server.marks.some((mark) => mark.key === alert.key)),
    nextCursor: null,
  }),
  countAlerts: async () => ({
    today: "2026-11-30",
    from: "2026-10-31",
    to: "2026-12-30",
    views: {
      all: 4,
      "holding-fee": 4,
      "use-rights-expiring": 0,
      "mpu-expiring": 0,
      "talent-contracts-expiring": 0,
      "elements-expiring": 0,
      "msa-contracts-expiring": 0,
    },
  }),
  getAlertPreferences: async () => ({ daysAhead: {}, weeklyDigest: false }),
  markAlert: async ({ body }: { body: MarkBody }) => {
    if (body.key === server.refuse) {
      throw new ApiError({
        code: ErrorCodes.InvalidData,
        status: 400,
        message: "This spot's contract has ended.",
        errors: [],
      });
    }
    server.marks.push(body);
    return {};
  },
});

beforeEach(() => {
  server.marks = [];
  server.refuse = null;
});
afterEach(cleanup);

function renderView() {
  const router = createMemoryRouter([{ path: "/alert-dashboard/:view", Component: AlertView }], {
    initialEntries: ["/alert-dashboard/holding-fee"],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(
    permissionQueryOptions().queryKey,
    permissionGranting({
      "Alerts & Notification": { canRead: true, canWrite: true, canDelete: false },
      Asset: { canRead: true, canWrite: false, canDelete: false },
    }),
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const boxOf = (id: number) =>
  screen.getByRole("checkbox", { name: `Select Spot ${id} (Holding fee due, 12/0${id}/2026)` });

describe("marking chosen alerts together", () => {
  it("chooses rows one by one or all of the page, and says how many are chosen", async () => {
    const user = renderView();
    await screen.findByRole("link", { name: "Spot 1" });
    const bar = screen.getByRole("group", { name: "Mark the chosen alerts" });
    expect(within(bar).getByRole("button", { name: "Mark to renew" })).toHaveProperty("disabled", true);

    await user.click(boxOf(2));
    await user.click(boxOf(3));
    expect(within(bar).getByText("2 alerts chosen.")).toBeTruthy();
    const all = screen.getByRole("checkbox", { name: "Select every open alert listed" });
    expect(all).toHaveProperty("indeterminate", true);

    await user.click(all);
    expect([1, 2, 3, 4].map((id) => boxOf(id)).every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(within(bar).getByText("4 alerts chosen.")).toBeTruthy();
    await user.click(all);
    expect(within(bar).getByText("Choose alerts to mark them together.")).toBeTruthy();
  });

  it("asks before not renewing, then marks each chosen alert RELEASE with the one note", async () => {
    const success = vi.spyOn(toast, "success");
    const user = renderView();
    await screen.findByRole("link", { name: "Spot 1" });
    await user.click(boxOf(1));
    await user.click(boxOf(3));
    await user.click(screen.getByRole("button", { name: "Not renewing (release)…" }));

    const dialog = await screen.findByRole("dialog", { name: "Not renewing: 2 alerts?" });
    expect(dialog.textContent).toContain("released at the end of what is paid");
    expect(server.marks).toEqual([]);
    await user.type(within(dialog).getByLabelText("Note for every alert (optional)"), "Campaign over");
    await user.click(within(dialog).getByRole("button", { name: "Not renewing" }));

    await vi.waitFor(() => expect(success).toHaveBeenCalledWith("2 alerts marked"));
    expect(server.marks).toEqual([
      { key: holdingFee(1).key, action: "RELEASE", note: "Campaign over" },
      { key: holdingFee(3).key, action: "RELEASE", note: "Campaign over" },
    ]);
    // The marked alerts leave the open list, and nothing stays chosen.
    await vi.waitFor(() => expect(screen.queryByRole("link", { name: "Spot 1" })).toBeNull());
    expect(screen.getByText("Choose alerts to mark them together.")).toBeTruthy();
  });

  it("stops at the first refusal, says which were marked, and keeps the rest chosen", async () => {
    const success = vi.spyOn(toast, "success");
    server.refuse = holdingFee(2).key;
    const user = renderView();
    await screen.findByRole("link", { name: "Spot 1" });
    await user.click(screen.getByRole("checkbox", { name: "Select every open alert listed" }));
    await user.click(screen.getByRole("button", { name: "Mark to renew" }));

    const report = await screen.findByRole("alert");
    expect(within(report).getByText("Stopped at “Spot 2”")).toBeTruthy();
    expect(report.textContent).toContain("This spot's contract has ended.");
    expect(report.textContent).toContain("Marked before it: “Spot 1”.");
    expect(server.marks).toEqual([{ key: holdingFee(1).key, action: "RENEW", note: null }]);
    expect(success).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(screen.queryByRole("link", { name: "Spot 1" })).toBeNull());
    expect(screen.getByText("3 alerts chosen.")).toBeTruthy();
  });
});
