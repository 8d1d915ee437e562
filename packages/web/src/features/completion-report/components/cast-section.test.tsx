// @vitest-environment happy-dom
import {
  completionReportSections,
  type CompletionReportDetail,
  type RecordLockInfoResponse,
} from "@rightsdesk/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UnsavedChangesContext } from "../../../lib/unsaved-changes";
import { answerApiCalls } from "../../../lib/testing/fake-api";
import { recordStamps } from "../../../lib/testing/record-stamps";
import { RecordLockProvider } from "../../../ui/records/record-lock";
import { RecordPageProvider } from "../../../ui/records/record-page";
import { RecordKindSectionPanel } from "../../../ui/records/section-panel";
import { completionReportKind } from "../api/completion-report-kind";

const report: CompletionReportDetail = {
  id: 7,
  code: "CR0007",
  name: "Summer Breeze :30",
  assetId: 3,
  assetTitle: "Summer Breeze",
  adId: "ABCD1234000H",
  editVersionId: null,
  editVersionLabel: null,
  productionDate: "2026-05-04",
  stage: "draft",
  status: "INCOMPLETE",
  submittedAt: null,
  submittedBy: null,
  castCount: 1,
  revisionCount: 0,
  ...recordStamps,
};

const castSection = completionReportSections.find((section) => section.key === "Cast");

const danaItem = {
  id: 31,
  completionReportId: report.id,
  section: "Cast",
  data: { personId: 12, contractId: 42, unionCode: "SA", performerCategory: "VO", editedOut: false },
  labels: { personId: "Dana Lee", contractId: "CT00042 · Summer Breeze voice" },
  createdAt: "2026-05-06T15:00:00Z",
  updatedAt: "2026-05-06T15:00:00Z",
  updatedBy: "Ann",
  version: 1,
};

const server = {
  lock: { status: "free", expiresAt: null, holderName: null } as RecordLockInfoResponse,
  added: [] as unknown[],
  pictures: [] as number[],
};

answerApiCalls({
  getCompletionReportLockStatus: async () => server.lock,
  lockCompletionReport: async () => {
    server.lock = { status: "lockedByMe", expiresAt: "2999-01-01T00:00:00Z", holderName: "Me" };
    return server.lock;
  },
  extendCompletionReportLock: async () => server.lock,
  releaseCompletionReportLock: async () => {
    server.lock = { status: "free", expiresAt: null, holderName: null };
    return server.lock;
  },
  listCompletionReportSectionItems: async () => ({
    totalRecords: 1,
    records: [danaItem],
    canSeeSensitive: true,
  }),
  addCompletionReportSectionItem: async (input: unknown) => {
    server.added.push(input);
    return {};
  },
  lookupPeople: async () => [
    { id: 14, fullName: "Sam Ortiz", recordId: "PE0014", kinds: ["TALENT"], archived: false },
  ],
  getPersonPicture: async (input: { params: { id: number } }) => {
    server.pictures.push(input.params.id);
    return {
      today: "2026-05-06",
      spots: null,
      useRights: null,
      holdingFees: null,
      contracts: [
        {
          id: 51,
          contractNumber: "CT00051",
          title: "Summer Breeze on camera",
          family: "UNION",
          status: "Signed",
          startDate: null,
          expirationDate: null,
          termCount: null,
          termUnit: null,
          sessionFeeCents: null,
          holdingFeeCents: null,
        },
      ],
    };
  },
  listContracts: async () => ({
    totalRecords: 1,
    records: [
      { id: 60, contractNumber: "CT00060", title: "Winter promo", talentName: "Kim Park", status: "Draft" },
    ],
  }),
});

function renderCast() {
  if (!castSection) throw new Error("A completion report has no cast section.");
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const unsaved = { setDirty: vi.fn(), confirmLeave: vi.fn() };
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <UnsavedChangesContext value={unsaved}>
          <RecordLockProvider kind={completionReportKind} recordId={report.id}>
            <RecordPageProvider
              kind={completionReportKind}
              page={{ record: report, canEdit: true, canDelete: true, canWrite: true }}
            >
              <RecordKindSectionPanel kind={completionReportKind} section={castSection} />
            </RecordPageProvider>
          </RecordLockProvider>
        </UnsavedChangesContext>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  server.lock = { status: "free", expiresAt: null, holderName: null };
  server.added = [];
  server.pictures = [];
});
afterEach(() => cleanup());

describe("a completion report's cast", () => {
  it("shows the contract by number and title, linking to it, and the union and category in words", async () => {
    renderCast();
    const table = await screen.findByRole("table", { name: "Cast" });
    const contract = within(table).getByRole("link", { name: "CT00042 · Summer Breeze voice" });
    expect(contract.getAttribute("href")).toBe("/contracts/42/contract-view");
    expect(within(table).getByText("SAG-AFTRA")).toBeTruthy();
    expect(within(table).getByText("Voice over")).toBeTruthy();
    expect(within(table).queryByText("SA")).toBeNull();
  });

  it("picks the talent contract among the chosen performer's first, and sends its id", async () => {
    const user = renderCast();
    await user.click(await screen.findByRole("button", { name: "Add cast member" }));
    const dialog = await screen.findByRole("dialog", { name: "Add cast member" });
    expect(within(dialog).queryByRole("spinbutton", { name: /talent contract/i })).toBeNull();

    await user.click(within(dialog).getByRole("combobox", { name: "Performer" }));
    await user.click(await screen.findByRole("option", { name: /Sam Ortiz/ }));
    await user.click(within(dialog).getByRole("combobox", { name: "Talent contract (optional)" }));
    await waitFor(() => expect(server.pictures).toContain(14));
    await waitFor(() =>
      expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
        "CT00051 · Summer Breeze on cameraThis performer's · Signed",
        "CT00060 · Winter promoKim Park · Draft",
      ]),
    );
    await user.click(screen.getByRole("option", { name: /CT00051/ }));

    const union = within(dialog).getByRole("combobox", { name: "Union" });
    expect(
      within(union)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Choose the union", "SAG-AFTRA", "AFM", "Non-union"]);
    await user.selectOptions(union, "SA");
    await user.click(within(dialog).getByRole("button", { name: "Add cast member" }));
    await waitFor(() => expect(server.added).toHaveLength(1));
    expect(server.added[0]).toMatchObject({
      body: { data: { personId: 14, contractId: 51, unionCode: "SA" } },
    });
  });
});
