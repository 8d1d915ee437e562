// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useMarkAlert } from "../features/alerts/api/mark-alert";
import { useSaveDashboardLayout } from "../features/dashboard/api/dashboard-layout";
import { dashboardWidgetQueryOptions } from "../features/dashboard/api/dashboard-widget";
import { answerApiCalls } from "../lib/testing/fake-api";
import { queryClient } from "./query-client";

/** The server's unpaid usage terms: one holding fee owed until it is marked as renewed. */
const server = { renewed: false, widgetReads: 0 };

answerApiCalls({
  getDashboardWidget: async () => {
    server.widgetReads += 1;
    return {
      widget: "unpaid-usage-terms",
      today: "2026-11-27",
      total: server.renewed ? 0 : 1,
      items: server.renewed
        ? []
        : [
            {
              id: "holding-fee-7-3",
              title: "Keiko Lindqvist: holding fee, cycle 3",
              subtitle: null,
              date: "2026-11-20",
              badge: "Holding fee",
              amountCents: 82230,
              link: { type: "asset", id: 3 },
            },
          ],
    };
  },
  markAlert: async () => {
    server.renewed = true;
    return {};
  },
  saveDashboardLayout: async ({ body }: { body: unknown }) => ({ ...(body as object), isDefault: false }),
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

const unpaid = dashboardWidgetQueryOptions("unpaid-usage-terms");

// The app's one query client outlives a test file here, so it starts and ends each test empty.
beforeEach(() => {
  queryClient.clear();
  server.renewed = false;
  server.widgetReads = 0;
});
afterEach(() => {
  cleanup();
  queryClient.clear();
});

describe("the dashboard after a change elsewhere", () => {
  it("reads the unpaid usage terms again on the next view once a holding fee is marked as renewed", async () => {
    expect((await queryClient.fetchQuery(unpaid)).total).toBe(1);
    // Within its minute the widget would be shown from the cache as it was.
    expect(queryClient.getQueryState(unpaid.queryKey)?.isInvalidated).toBe(false);

    const { result } = renderHook(() => useMarkAlert(), { wrapper });
    await act(() =>
      result.current.mutateAsync({ key: "HOLDING_FEE:cast:7:2026-11-20", action: "RENEW", note: null }),
    );

    await waitFor(() => expect(queryClient.getQueryState(unpaid.queryKey)?.isInvalidated).toBe(true));
    // The next view asks the server again, and the renewed fee is gone.
    expect((await queryClient.fetchQuery(unpaid)).total).toBe(0);
    expect(server.widgetReads).toBe(2);
  });

  it("leaves the widgets alone when the user only arranges the dashboard", async () => {
    await queryClient.fetchQuery(unpaid);
    const { result } = renderHook(() => useSaveDashboardLayout(), { wrapper });
    await act(() =>
      result.current.mutateAsync({ widgets: [{ key: "unpaid-usage-terms", x: 0, y: 0, w: 12, h: 8 }] }),
    );
    expect(queryClient.getQueryState(unpaid.queryKey)?.isInvalidated).toBe(false);
    expect(server.widgetReads).toBe(1);
  });
});
