// @vitest-environment happy-dom
import { ApiError } from "@rightsdesk/api-client";
import { ErrorCodes, type AiringIssueResolution, type ListQuery } from "@rightsdesk/domain";
import { cleanup, screen, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answerApiCalls, permissionGranting, signInForEachTest } from "../../../lib/testing/fake-api";
import { airingIssue } from "../testing/airing-fixtures";
import { renderScreen, reportUploadUser } from "../testing/render-screen";
import { Component as UploadIssues } from "./upload-issues";

const stillUnpaid =
  "The spot still cannot air on 03/04/2026: cycle 2 of Mara Quinn's session fee is not paid.";

const server = {
  queries: [] as ListQuery[],
  resolved: [] as [number, AiringIssueResolution][],
  refuse: false,
  toasts: [] as unknown[],
};

signInForEachTest();
answerApiCalls({
  listAiringIssues: async ({ body }: { body: ListQuery }) => {
    server.queries.push(body);
    return { totalRecords: 1, records: [airingIssue()] };
  },
  resolveAiringIssue: async ({ params, body }: { params: { id: number }; body: AiringIssueResolution }) => {
    server.resolved.push([params.id, body]);
    if (server.refuse) {
      throw new ApiError({ code: ErrorCodes.InvalidData, status: 400, message: stillUnpaid, errors: [] });
    }
    return airingIssue({ status: "accepted", note: body.note ?? null, actions: [] });
  },
});

beforeEach(() => {
  server.queries = [];
  server.resolved = [];
  server.refuse = false;
  server.toasts = [];
  vi.spyOn(toast, "success").mockImplementation((message) => {
    server.toasts.push(message);
    return 0;
  });
});
afterEach(cleanup);

const url = "/rights-expiration/upload-issues?upload=3&f.status=in%3Aopen";

async function openResolve() {
  const { user } = renderScreen(UploadIssues, url);
  await user.click(await screen.findByRole("button", { name: "Resolve the issue on row 12" }));
  return { user, dialog: await screen.findByRole("dialog", { name: "Resolve the issue" }) };
}

describe("Upload issues", () => {
  it("asks for one upload's open issues and shows each in words, with its amount", async () => {
    const rights = { canRead: true, canWrite: true, canDelete: false };
    renderScreen(UploadIssues, url, permissionGranting({ "Report Upload": rights, Asset: rights }));
    const row = (await screen.findByText("Cycle not paid")).closest("tr") as HTMLElement;
    expect(within(row).getByText((_, node) => node?.textContent === "Row 12 · Sheet1")).toBeTruthy();
    expect(within(row).getByText("$785.50")).toBeTruthy();
    expect(within(row).getByText("Open")).toBeTruthy();
    expect(within(row).getByRole("link", { name: "ABCD0001000H" }).getAttribute("href")).toBe(
      "/asset/9/asset-profile",
    );
    expect(server.queries[0]?.filters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ property: "status", operator: "in", value: ["open"] }),
        expect.objectContaining({ property: "uploadId", operator: "eq", value: 3 }),
      ]),
    );
  });

  it("offers no Resolve to a user who may only read", async () => {
    renderScreen(UploadIssues, url, reportUploadUser({ canWrite: false }));
    await screen.findByText("Cycle not paid");
    expect(screen.queryByRole("button", { name: /Resolve/ })).toBeNull();
  });

  it("asks for a note before accepting, then resolves and says so", async () => {
    const { user, dialog } = await openResolve();
    expect(within(dialog).getByText(stillUnpaid.replace(/^.*: c/, "C"))).toBeTruthy();
    await user.click(within(dialog).getByRole("radio", { name: "Accept with a note" }));
    await user.click(within(dialog).getByRole("button", { name: "Resolve" }));
    expect(await within(dialog).findByText("Write a note saying why (accept with a note).")).toBeTruthy();
    expect(server.resolved).toEqual([]);

    await user.type(within(dialog).getByLabelText("Note"), "Make-good agreed with KXYZ.");
    await user.click(within(dialog).getByRole("button", { name: "Resolve" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.resolved).toEqual([[41, { action: "accept", note: "Make-good agreed with KXYZ." }]]);
    expect(server.toasts).toEqual(["The issue on row 12 is resolved: Accept with a note."]);
  });

  it("keeps the dialog open with the server's reason when the spot still cannot air", async () => {
    server.refuse = true;
    const { user, dialog } = await openResolve();
    await user.click(within(dialog).getByRole("radio", { name: "Check again" }));
    await user.click(within(dialog).getByRole("button", { name: "Resolve" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toContain(stillUnpaid);
    expect(server.resolved).toEqual([[41, { action: "recheck", note: "" }]]);
  });
});
