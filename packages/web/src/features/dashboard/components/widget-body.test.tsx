// @vitest-environment happy-dom
import { IsoDateSchema, moduleNames, type DashboardWidgetData } from "@rightsdesk/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { WidgetBody } from "./widget-body";
import { permissionQueryOptions } from "../../../lib/permission";
import { answerApiCalls, permissionGranting, signInForEachTest } from "../../../lib/testing/fake-api";

const everything = permissionGranting(
  Object.fromEntries(moduleNames.map((name) => [name, { canRead: true, canWrite: true, canDelete: true }])),
);

const server = { data: null as DashboardWidgetData | null };

signInForEachTest();
answerApiCalls({
  getPermission: async () => everything,
  getDashboardWidget: async () => server.data,
});

function reportsInProgress(items: DashboardWidgetData["items"], total = items.length): DashboardWidgetData {
  return { widget: "completion-reports", today: IsoDateSchema.parse("2025-06-03"), total, items };
}

async function renderWidget() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await queryClient.fetchQuery(permissionQueryOptions());
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <WidgetBody widget="completion-reports" moreHref={null} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  server.data = null;
});

describe("the completion reports widget", () => {
  it("lists the reports in progress, each opening its report, with its spot and stage", async () => {
    server.data = reportsInProgress(
      [
        {
          id: "completion-report-12",
          title: "Morning Oats final",
          subtitle: "CRDB0000001 · Morning Oats :15",
          date: IsoDateSchema.parse("2025-06-03"),
          badge: "Revised",
          amountCents: null,
          link: { type: "completion-report", id: 12 },
        },
      ],
      3,
    );
    await renderWidget();
    const link = await screen.findByRole("link", { name: "Morning Oats final" });
    expect(link.getAttribute("href")).toBe("/completion-reports/12/completion-report-profile");
    expect(screen.getByText("CRDB0000001 · Morning Oats :15")).toBeTruthy();
    expect(screen.getByText("Revised")).toBeTruthy();
    expect(screen.getByText("2 more")).toBeTruthy();
  });

  it("says so when no report is in progress", async () => {
    server.data = reportsInProgress([]);
    await renderWidget();
    expect(await screen.findByText("No completion reports in progress.")).toBeTruthy();
  });
});
