// @vitest-environment happy-dom
import { IsoDateSchema, moduleNames, type AssetRecord } from "@rightsdesk/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { Component as AssetLayout } from "./asset-layout";
import { Component as AssetProfile } from "./asset-profile";
import { Component as RightsTracker } from "./asset-rights-tracker";
import { permissionQueryOptions } from "../../../lib/permission";
import { recordStamps } from "../../../lib/testing/record-stamps";
import { timelineOf } from "../lib/timeline-fixture";
import { answerApiCalls, permissionGranting, signInForEachTest } from "../../../lib/testing/fake-api";

const server = { assets: new Map<number, unknown>(), timeline: null as unknown };

const free = async () => ({ status: "free", expiresAt: null, holderName: null });
const empty = async () => ({ totalRecords: 0, records: [] });
/** A role that may read, write and delete everywhere. */
const fullRights = permissionGranting(
  Object.fromEntries(moduleNames.map((name) => [name, { canRead: true, canWrite: true, canDelete: true }])),
);

signInForEachTest();
answerApiCalls({
  getPermission: async () => fullRights,
  getAssetById: async ({ params }: { params: { id: number } }) => server.assets.get(params.id),
  getAssetLockStatus: free,
  lockAsset: free,
  extendAssetLock: free,
  releaseAssetLock: free,
  getAssetTimeline: async () => server.timeline,
  listAssetUseRights: empty,
  listAssetSectionItems: empty,
});

function asset(overrides: Partial<AssetRecord> = {}): AssetRecord {
  return {
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
    earliestExpireDate: "2025-09-30",
    earliestExpireItem: {
      kind: "useRight",
      id: "UR-1",
      label: 'Use right "Cable"',
      expireDate: IsoDateSchema.parse("2025-09-30"),
    },
    useRightCount: 1,
    editVersionCount: 0,
    ...recordStamps,
    ...overrides,
  };
}

const timeline = timelineOf([
  { kind: "assetMpu", id: "MPU", label: "Asset MPU", start: null, end: "2026-12-31", earliest: false },
  {
    kind: "useRight",
    id: "UR-1",
    label: 'Use right "Cable"',
    start: "2025-07-01",
    end: "2025-09-30",
    earliest: true,
  },
]);

function renderAt(path: string) {
  const tabs = [
    { path: "asset-profile", Component: AssetProfile },
    { path: "rights-tracker", Component: RightsTracker },
  ];
  const router = createMemoryRouter(
    [
      { path: "/asset/:assetId", Component: AssetLayout, children: tabs },
      { path: "/asset/:baseAssetId/:assetId", Component: AssetLayout, children: tabs },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // As the app opens a record: the user's permission already loaded by the shell.
  queryClient.setQueryData(permissionQueryOptions().queryKey, fullRights);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => cleanup());

describe("an asset's page", () => {
  it("shows the header with what ends the asset first, and every tab of the domain", async () => {
    server.assets.set(7, asset());
    renderAt("/asset/7/asset-profile");
    expect(await screen.findByRole("heading", { level: 1, name: "Summer Drive 30s" })).toBeTruthy();
    expect(screen.getByTestId("asset-earliest-expiration").textContent).toBe(
      'Ends 09/30/2025 — because Use right "Cable"',
    );
    const tabs = screen.getByRole("navigation", { name: "Summer Drive 30s: tabs" });
    const names = within(tabs)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(names.slice(0, 4)).toEqual([
      "Profile",
      "Rights tracker",
      "Completion report",
      "Locations & notes",
    ]);
    expect(names).toContain("Edit versions");
    expect(names.at(-1)).toBe("Logs");
    expect(screen.getByText("Base", { selector: "span" })).toBeTruthy();
  });

  it("draws the expiration timeline with the earliest expiry on the rights tracker", async () => {
    server.assets.set(7, asset());
    server.timeline = timeline;
    renderAt("/asset/7/rights-tracker");
    const region = await screen.findByRole("region", { name: "Expiration timeline" });
    const chart = within(region).getByRole("img");
    expect(chart.getAttribute("aria-label")).toContain('Use right "Cable" ends 09/30/2025');
    expect(within(region).getByTestId("earliest-expiry").textContent).toBe(
      'Earliest expiry: 09/30/2025 — Use right "Cable"',
    );
    expect(screen.getByRole("form", { name: "Can it air?" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Use rights" })).toBeTruthy();
  });

  it("keeps an edit version's tabs under its base asset, and moves a bare address there", async () => {
    server.assets.set(9, asset({ id: 9, baseAssetId: 7, versionLabel: "Edit 1", title: "Summer Drive 15s" }));
    const router = renderAt("/asset/9/asset-profile");
    const tabs = await screen.findByRole("navigation", { name: "Summer Drive 15s: tabs" });
    expect(router.state.location.pathname).toBe("/asset/7/9/asset-profile");
    expect(within(tabs).getByRole("link", { name: "Logs" }).getAttribute("href")).toBe("/asset/7/9/logs");
    expect(screen.getByText("Edit version Edit 1", { exact: false })).toBeTruthy();
  });
});
