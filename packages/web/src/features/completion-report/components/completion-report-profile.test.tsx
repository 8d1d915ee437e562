// @vitest-environment happy-dom
import { ApiError } from "@rightsdesk/api-client";
import { ErrorCodes, type CompletionReportDetail } from "@rightsdesk/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { answerApiCalls } from "../../../lib/testing/fake-api";
import { recordStamps } from "../../../lib/testing/record-stamps";
import { RecordLockProvider } from "../../../ui/records/record-lock";
import { RecordPageProvider } from "../../../ui/records/record-page";
import { completionReportKind } from "../api/completion-report-kind";
import { ReconciliationPanel } from "./reconciliation-panel";
import { ReviseLog } from "./revise-log";
import { SubmissionCard } from "./submission-card";

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
  castCount: 2,
  revisionCount: 1,
  ...recordStamps,
};

const castGap = {
  kind: "castWithoutContract",
  blocking: true,
  tab: "castList",
  message: "Dana Lee has no talent contract on this spot.",
} as const;
const musicGap = {
  kind: "elementWithoutLicence",
  blocking: false,
  tab: "elements",
  message: "Harbour Lights has no licence covering the spot's media.",
} as const;

const server = {
  gaps: [] as (typeof castGap | typeof musicGap)[],
  submit: null as ApiError | null,
};
const free = { status: "free", expiresAt: null, holderName: null } as const;

answerApiCalls({
  getCompletionReportLockStatus: async () => free,
  reconcileCompletionReportNow: async () => ({
    gaps: server.gaps,
    canSubmit: server.gaps.every((gap) => !gap.blocking),
  }),
  submitCompletionReport: async () => {
    if (server.submit) throw server.submit;
    return { ...report, stage: "submitted", status: "COMPLETED" };
  },
  getElementById: async () => {
    throw new Error("unknown element");
  },
  listCompletionReportRevisions: async () => ({
    totalRecords: 1,
    records: [
      {
        id: 1,
        number: 1,
        reason: "Dana was edited out",
        revisedAt: "2026-06-01T15:00:00Z",
        revisedBy: "Ann",
        resubmittedAt: "2026-06-02T15:00:00Z",
        resubmittedBy: "Ben",
        changes: {
          fields: [{ field: "productionDate", from: "2026-05-04", to: "2026-05-05" }],
          castAdded: [{ personId: 11, name: "Sam Ortiz" }],
          castRemoved: [],
          castChanged: [
            {
              personId: 12,
              name: "Dana Lee",
              fields: [
                { field: "editedOut", from: false, to: true },
                { field: "performanceType", from: "ON_CAMERA", to: "OFF_CAMERA" },
                { field: "unionCode", from: "NU", to: "SA" },
              ],
            },
          ],
          crewAdded: [],
          crewRemoved: [{ personId: 20, name: "Kim Park" }],
          elementsAdded: [],
          elementsRemoved: [],
        },
      },
    ],
  }),
});

function renderOnPage(children: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = { record: report, canEdit: true, canDelete: true, canWrite: true };
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <RecordLockProvider kind={completionReportKind} recordId={report.id}>
          <RecordPageProvider kind={completionReportKind} page={page}>
            {children}
          </RecordPageProvider>
        </RecordLockProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  server.gaps = [];
  server.submit = null;
});
afterEach(cleanup);

describe("the reconciliation panel", () => {
  it("links each gap to the tab that fixes it and says whether it blocks Submit", async () => {
    server.gaps = [castGap, musicGap];
    renderOnPage(<ReconciliationPanel report={report} />);
    const region = await screen.findByRole("region", { name: "Reconciliation" });
    const cast = await within(region).findByRole("link", { name: castGap.message });
    expect(cast.getAttribute("href")).toBe("/completion-reports/7/castList");
    const music = within(region).getByRole("link", { name: musicGap.message });
    expect(music.getAttribute("href")).toBe("/completion-reports/7/elements");
    expect(within(region).getByText("One gap blocks Submit.")).toBeTruthy();
    expect(within(region).getByText("Blocking")).toBeTruthy();
    expect(within(region).getByText("Advisory")).toBeTruthy();
  });

  it("says nothing stands in the way when there is no gap", async () => {
    renderOnPage(<ReconciliationPanel report={report} />);
    expect(await screen.findByText("Nothing stands in the way of Submit.")).toBeTruthy();
  });
});

describe("Submit", () => {
  it("shows every gap a refused Submit names, each opening its tab", async () => {
    server.submit = new ApiError({
      code: ErrorCodes.InvalidData,
      status: 400,
      message: "The report cannot be submitted while 2 gaps remain.",
      errors: [
        { field: "castList", message: castGap.message },
        { field: "elements", message: "Harbour Lights has no music terms." },
      ],
    });
    const user = renderOnPage(<SubmissionCard report={report} />);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Not submitted")).toBeTruthy();
    const links = within(alert).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      [castGap.message, "/completion-reports/7/castList"],
      ["Harbour Lights has no music terms.", "/completion-reports/7/elements"],
    ]);
    // The button stays, so the user can fix the gaps and try again.
    expect(screen.getByRole("button", { name: "Submit" })).toBeTruthy();
  });

  it("offers Revise, not Submit, once the report is submitted", () => {
    renderOnPage(<SubmissionCard report={{ ...report, stage: "submitted", status: "COMPLETED" }} />);
    expect(screen.getByRole("button", { name: "Revise" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();
  });
});

describe("the revise log", () => {
  it("lists each revision with who opened and resubmitted it and what changed, in words", async () => {
    renderOnPage(<ReviseLog report={report} />);
    const log = await screen.findByRole("region", { name: "Revise log" });
    await within(log).findByText("Revision 1");
    const text = log.textContent;
    expect(text).toContain("Reason: Dana was edited out");
    expect(text).toContain("by Ann");
    expect(text).toContain("Submitted again");
    expect(text).toContain("by Ben");
    expect(text).toContain("Production date: 05/04/2026 → 05/05/2026");
    expect(text).toContain("Cast added: Sam Ortiz");
    expect(text).toContain("Cast changed: Dana Lee");
    expect(text).toContain("Edited out: no → yes");
    expect(text).toContain("On/off camera: On camera → Off camera");
    expect(text).toContain("Union: Non-union → SAG-AFTRA");
    expect(text).toContain("Crew removed: Kim Park");
    expect(text).not.toContain("OFF_CAMERA");
  });
});
