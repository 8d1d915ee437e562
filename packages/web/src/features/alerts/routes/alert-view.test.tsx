// @vitest-environment happy-dom
import type { Alert, AlertCursor, AlertListRequest } from "@rightsdesk/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { permissionQueryOptions } from "../../../lib/permission";
import { answerApiCalls, permissionGranting, signInForEachTest } from "../../../lib/testing/fake-api";
import { Component as AlertView } from "./alert-view";

function right(id: number): Alert {
  const dueDate = `2026-12-${String(id).padStart(2, "0")}` as Alert["dueDate"];
  return {
    key: `USAGE_RIGHT:use-right:${id}:${dueDate}`,
    kind: "USAGE_RIGHT",
    dueDate,
    daysLeft: id,
    title: `Use right expiring: Spot ${id}`,
    detail: "Cable covers use through then.",
    record: { type: "asset", id, label: `Spot ${id}` },
    related: null,
    companyId: null,
    daysAhead: 30,
    state: "OPEN",
    mark: null,
  };
}

/** Five alerts, paged by the fake server two at a time after each page's cursor, as the real one does. */
const rights = [1, 2, 3, 4, 5].map(right);
const server = { asked: [] as AlertListRequest[] };

signInForEachTest();
answerApiCalls({
  listAlerts: async ({ body }: { body: AlertListRequest }) => {
    server.asked.push(body);
    const after = body.after?.id ?? 0;
    const rest = rights.filter((alert) => alert.record.id > after);
    const page = rest.slice(0, body.pageSize ?? 2);
    const last = page.at(-1);
    const nextCursor: AlertCursor | null =
      rest.length > page.length && last
        ? { dueDate: last.dueDate, kind: last.kind, id: last.record.id }
        : null;
    return { today: "2026-11-30", from: "2026-10-31", to: "2026-12-30", alerts: page, nextCursor };
  },
  countAlerts: async () => ({
    today: "2026-11-30",
    from: "2026-10-31",
    to: "2026-12-30",
    views: {
      all: 5,
      "holding-fee": 0,
      "use-rights-expiring": 5,
      "mpu-expiring": 0,
      "talent-contracts-expiring": 0,
      "elements-expiring": 0,
      "msa-contracts-expiring": 0,
    },
  }),
  getAlertPreferences: async () => ({ daysAhead: {}, weeklyDigest: false }),
});

beforeEach(() => {
  server.asked = [];
});
afterEach(cleanup);

function renderView(url: string) {
  const router = createMemoryRouter([{ path: "/alert-dashboard/:view", Component: AlertView }], {
    initialEntries: [url],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(
    permissionQueryOptions().queryKey,
    permissionGranting({
      "Alerts & Notification": { canRead: true, canWrite: false, canDelete: false },
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

describe("the alert list", () => {
  it("reads a page, says how many the view holds, and adds the next page after the last one's cursor", async () => {
    const user = renderView("/alert-dashboard/use-rights-expiring?state=all");
    await screen.findByRole("link", { name: "Use right expiring: Spot 1" });
    expect(screen.getAllByRole("row")).toHaveLength(1 + 2);
    expect(screen.getByText(/Showing/).textContent).toBe("Showing 2 of 5 alerts");

    // The server's first page holds as many as the request asks (50); the fake answers two.
    await user.click(screen.getByRole("button", { name: "Show more" }));
    await screen.findByRole("link", { name: "Use right expiring: Spot 4" });
    await user.click(screen.getByRole("button", { name: "Show more" }));
    await screen.findByRole("link", { name: "Use right expiring: Spot 5" });
    expect(screen.getAllByRole("row")).toHaveLength(1 + 5);
    expect(screen.getByText(/Showing/).textContent).toBe("Showing 5 of 5 alerts");
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
    expect(server.asked.map((request) => [request.view, request.after?.id ?? null])).toEqual([
      ["use-rights-expiring", null],
      ["use-rights-expiring", 2],
      ["use-rights-expiring", 4],
    ]);
  });
});
