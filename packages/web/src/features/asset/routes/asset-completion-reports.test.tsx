// @vitest-environment happy-dom
import {
  moduleNames,
  type AccessPermission,
  type AssetRecord,
  type CompletionReportSummary,
  type ModuleName,
  type UserPermission,
} from "@rightsdesk/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { Component as AssetLayout } from "./asset-layout";
import { Component as AssetCompletionReports } from "./asset-completion-reports";
import { permissionQueryOptions } from "../../../lib/permission";
import { recordStamps } from "../../../lib/testing/record-stamps";
import { answerApiCalls, permissionGranting, signInForEachTest } from "../../../lib/testing/fake-api";

const server = {
  reports: [] as CompletionReportSummary[],
  filters: [] as unknown[],
};

const free = async () => ({ status: "free", expiresAt: null, holderName: null });
const everything: AccessPermission = { canRead: true, canWrite: true, canDelete: true };

function rolePermission(
  overrides: Partial<Record<ModuleName, AccessPermission | null>> = {},
): UserPermission {
  const rights = moduleNames.flatMap((name) => {
    const right = overrides[name] === undefined ? everything : overrides[name];
    return right ? [[name, right] as const] : [];
  });
  return permissionGranting(Object.fromEntries(rights));
}

signInForEachTest();
answerApiCalls({
  getAssetById: async () => spot,
  getAssetLockStatus: free,
  lockAsset: free,
  extendAssetLock: free,
  releaseAssetLock: free,
  listCompletionReports: async ({ body }: { body: { filters: unknown[] } }) => {
    server.filters.push(...body.filters);
    return { totalRecords: server.reports.length, records: server.reports };
  },
});

const spot: AssetRecord = {
  id: 7,
  title: "Summer Drive 30s",
  adId: "ABCD1234000H",
  assetType: "video",
  fileType: "MOV",
  expireMpuEndDate: "2026-12-31",
  firstAirDate: null,
  lengthSeconds: null,
  mpuEndDate: "2026-12-31",
  mpuComputedEndDate: null,
  mpuNeedsReview: false,
  mpuConfirmed: false,
  notes: null,
  baseAssetId: null,
  versionLabel: "BASE",
  editVersionNumber: 0,
  editType: null,
  editReason: null,
  status: "ACTIVE",
  statusReason: "Every right is in force.",
  earliestExpireDate: null,
  earliestExpireItem: null,
  useRightCount: 0,
  editVersionCount: 0,
  ...recordStamps,
};

function report(overrides: Partial<CompletionReportSummary>): CompletionReportSummary {
  return {
    id: 3,
    code: "CR0003",
    name: "Summer Drive final",
    assetId: 7,
    assetTitle: "Summer Drive 30s",
    adId: "ABCD1234000H",
    productionDate: "2025-05-20",
    stage: "submitted",
    status: "COMPLETED",
    submittedOn: "2025-06-02T10:00:00.000Z",
    createdOn: "2025-05-21T10:00:00.000Z",
    updatedOn: "2025-06-02T10:00:00.000Z",
    archivedOn: null,
    ...overrides,
  };
}

function renderTab(permission: UserPermission) {
  const router = createMemoryRouter(
    [
      {
        path: "/asset/:assetId",
        Component: AssetLayout,
        children: [{ path: "completion-report", Component: AssetCompletionReports }],
      },
    ],
    { initialEntries: ["/asset/7/completion-report"] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(permissionQueryOptions().queryKey, permission);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const tabNames = async () =>
  within(await screen.findByRole("navigation", { name: "Summer Drive 30s: tabs" }))
    .getAllByRole("link")
    .map((link) => link.textContent);

afterEach(() => {
  cleanup();
  server.reports = [];
  server.filters = [];
});

describe("an asset's completion-report tab", () => {
  it("lists the spot's reports, each opening its report, and offers a new one on this spot", async () => {
    server.reports = [
      report({}),
      report({
        id: 5,
        code: "CR0005",
        name: "Summer Drive recut",
        stage: "draft",
        status: "INCOMPLETE",
        submittedOn: null,
      }),
    ];
    renderTab(rolePermission());
    const table = await screen.findByRole("table", { name: "The completion reports of Summer Drive 30s" });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ["CR0003", "Submitted", "Completed", "06/02/2025"],
      ["CR0005", "Draft", "Incomplete", "Not yet"],
    ]);
    expect(within(table).getByRole("link", { name: "Summer Drive recut" }).getAttribute("href")).toBe(
      "/completion-reports/5/completion-report-profile",
    );
    expect(server.filters).toEqual([{ property: "assetId", operator: "eq", value: 7 }]);
    expect(screen.getByRole("link", { name: "New completion report" }).getAttribute("href")).toBe(
      "/add/completion-report?assetId=7",
    );
    expect(await tabNames()).toContain("Completion report");
  });

  it("says when the spot has none, and offers no new one to a role that only reads reports", async () => {
    renderTab(rolePermission({ "Completion Report": { canRead: true, canWrite: false, canDelete: false } }));
    expect(await screen.findByText("No completion reports for this spot yet.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "New completion report" })).toBeNull();
  });

  it("is not a tab for a role that cannot read completion reports, and asks for none", async () => {
    renderTab(rolePermission({ "Completion Report": null }));
    const names = await tabNames();
    expect(names).toContain("Rights tracker");
    expect(names).not.toContain("Completion report");
    expect(screen.getByText("Your role does not let you read completion reports.")).toBeTruthy();
    expect(server.filters).toEqual([]);
  });
});
