// @vitest-environment happy-dom
import { ApiError } from "@rightsdesk/api-client";
import { ErrorCodes, type AiringUseCount } from "@rightsdesk/domain";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { answerApiCalls, signInForEachTest } from "../../../lib/testing/fake-api";
import { uploadDetail, uploadSummary } from "../testing/airing-fixtures";
import { renderScreen } from "../testing/render-screen";
import { Component as UploadDetails } from "./record-upload-details";

const restatedLater =
  "A later upload, kxyz-march-corrected.xlsx, restates 9 of its airings: delete that one first.";

const summerDrive: AiringUseCount = {
  assetId: 9,
  adId: "ABCD0001000H",
  title: "Summer Drive 30s",
  useKinds: ["program", "wildSpot"],
  cycles: [
    {
      cycleNumber: 1,
      start: "2026-03-02",
      end: "2026-06-01",
      airings: 16,
      program: { uses: 15, tiers: { first: 1, second: 1, thirdToThirteenth: 11, fourteenthOn: 2 } },
      wildSpot: {
        markets: [{ name: "Denver", major: null, units: 12, listed: true, airings: 1 }],
        majors: [],
        units: 12,
        weightsSource: "SAG-AFTRA wild spot unit weights, 2025 Commercials Contract.",
      },
      cable: { networks: [] },
      digital: { airings: 0 },
    },
  ],
  fees: [
    {
      performer: { id: "cast:2", label: "Mara Quinn" },
      cycleNumber: 1,
      amountCents: null,
      note: "No confirmed rate: Class A per-use figures by tier are not recorded.",
    },
  ],
};

const server = { refuseDelete: false };

signInForEachTest();
answerApiCalls({
  getAiringUpload: async () => uploadDetail({ useCounts: [summerDrive] }),
  listAiringRows: async () => ({ totalRecords: 0, records: [] }),
  listAiringUploads: async () => ({ totalRecords: 1, records: [uploadSummary()] }),
  deleteAiringUpload: async () => {
    if (server.refuseDelete) {
      throw new ApiError({
        code: ErrorCodes.DependencyError,
        status: 409,
        message: restatedLater,
        errors: [],
      });
    }
    return { deleted: true as const };
  },
});

beforeEach(() => {
  server.refuseDelete = false;
});
afterEach(cleanup);

describe("Upload details", () => {
  it("counts the uses per cycle in tiers and markets, and says when no rate is confirmed instead of a zero", async () => {
    renderScreen(UploadDetails, "/rights-expiration/record-upload-details?upload=3");
    const uses = await screen.findByRole("listitem", { name: "Uses of Summer Drive 30s" });
    expect(within(uses).getByText(/1st 1 · 2nd 1 · 3rd–13th 11 · 14th\+ 2/)).toBeTruthy();
    expect(within(uses).getByText("(weights: confidence M)")).toBeTruthy();
    expect(within(uses).getByText("No confirmed rate")).toBeTruthy();
    expect(within(uses).getByText("Class A per-use figures by tier are not recorded.")).toBeTruthy();
    expect(uses.textContent).not.toContain("$0.00");
    expect(screen.getByText("Pending review")).toBeTruthy();
  });

  it("shows the server's reason when the upload cannot be deleted yet", async () => {
    server.refuseDelete = true;
    const { user } = renderScreen(UploadDetails, "/rights-expiration/record-upload-details?upload=3");
    await user.click(await screen.findByRole("button", { name: "Delete upload" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete kxyz-march.xlsx?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete upload" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain(restatedLater);
  });

  it("without an upload named, offers the newest ones", async () => {
    renderScreen(UploadDetails, "/rights-expiration/record-upload-details");
    const link = await screen.findByRole("link", { name: "kxyz-march.xlsx" });
    expect(link.getAttribute("href")).toBe("/rights-expiration/record-upload-details?upload=3");
  });
});
