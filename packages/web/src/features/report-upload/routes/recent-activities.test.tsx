// @vitest-environment happy-dom
import { ApiError } from "@rightsdesk/api-client";
import { ErrorCodes, type AiringImportQuery } from "@rightsdesk/domain";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { answerApiCalls, signInForEachTest } from "../../../lib/testing/fake-api";
import { importResult, inspection, uploadSummary } from "../testing/airing-fixtures";
import { renderScreen, reportUploadUser } from "../testing/render-screen";
import { Component as RecentUploads } from "./recent-activities";

const server = {
  imports: [] as AiringImportQuery[],
  inspected: [] as { source?: string | undefined }[],
  refuseMapping: false,
};

signInForEachTest();
answerApiCalls({
  listAiringUploads: async () => ({ totalRecords: 1, records: [uploadSummary()] }),
  listAiringSources: async () => [],
  inspectAiringFile: async ({ query }: { query?: { source?: string } }) => {
    server.inspected.push(query ?? {});
    return inspection();
  },
  importAiringFile: async ({ query }: { query: AiringImportQuery }) => {
    server.imports.push(query);
    if (server.refuseMapping) {
      const message = 'The column "ISCI" holds no Ad-ID on any row: choose the Ad-ID column.';
      throw new ApiError({
        code: ErrorCodes.InvalidData,
        status: 400,
        message,
        errors: [{ field: "query.mapping.adId", message }],
      });
    }
    return importResult();
  },
});

beforeEach(() => {
  server.imports = [];
  server.inspected = [];
  server.refuseMapping = false;
});
afterEach(cleanup);

const url = "/rights-expiration/recent-activities";

async function inspectFile() {
  const { user } = renderScreen(RecentUploads, url);
  await user.click(await screen.findByRole("button", { name: "Upload a report" }));
  const file = new File(["ISCI,Air Date\n"], "kxyz-march.xlsx", { type: "application/vnd.ms-excel" });
  await user.upload(screen.getByLabelText("Report file"), file);
  await user.type(screen.getByRole("combobox", { name: "Source" }), "KXYZ post log");
  await user.click(screen.getByRole("button", { name: "Inspect the file" }));
  await screen.findByText("Header found on row 7 of Sheet1.");
  return user;
}

describe("Recent uploads", () => {
  it("lists the uploads with their status in words and a link to their open issues", async () => {
    renderScreen(RecentUploads, url);
    const row = (await screen.findByRole("link", { name: "kxyz-march.xlsx" })).closest("tr");
    expect(row).toBeTruthy();
    const cells = within(row as HTMLElement);
    expect(cells.getByText("Pending review")).toBeTruthy();
    expect(cells.getByRole("link", { name: "2 open" }).getAttribute("href")).toContain("upload=3");
  });

  it("offers no upload to a user who may only read", async () => {
    renderScreen(RecentUploads, url, reportUploadUser({ canWrite: false }));
    await screen.findByRole("link", { name: "kxyz-march.xlsx" });
    expect(screen.queryByRole("button", { name: "Upload a report" })).toBeNull();
  });

  it("inspects a file, shows the columns found and five rows, then imports with the confirmed mapping", async () => {
    const user = await inspectFile();
    expect(server.inspected).toEqual([{ source: "KXYZ post log" }]);
    expect((screen.getByLabelText("Ad-ID") as HTMLSelectElement).value).toBe("ISCI");
    expect((screen.getByLabelText("Market (optional)") as HTMLSelectElement).value).toBe("");
    const preview = screen.getByRole("table", { name: /first 5 rows/ });
    expect(within(preview).getAllByRole("row")).toHaveLength(6);

    // Taking the Ad-ID away names the problem beside it and sends nothing.
    await user.selectOptions(screen.getByLabelText("Ad-ID"), "Not in this file");
    expect(screen.getByText("Choose the column that holds the Ad-ID (or ISCI) code.")).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Ad-ID"), "ISCI");
    await user.click(screen.getByRole("button", { name: "Import" }));
    expect(await screen.findByText("Choose the media type.")).toBeTruthy();
    expect(server.imports).toEqual([]);

    await user.selectOptions(screen.getByLabelText("Media type"), "TV");
    await user.click(screen.getByRole("button", { name: "Import" }));
    const result = await screen.findByRole("status", { name: "Import result" });
    expect(within(result).getByText("Cycle not paid")).toBeTruthy();
    expect(within(result).getByText("Sheet1, row 12")).toBeTruthy();
    expect(within(result).getByRole("link", { name: "Review its issues" }).getAttribute("href")).toContain(
      "upload=3",
    );
    expect(server.imports).toHaveLength(1);
    const [sent] = server.imports;
    expect(sent).toMatchObject({ source: "KXYZ post log", mediaType: "TV", dryRun: "false" });
    expect(JSON.parse(sent?.mapping ?? "{}")).toMatchObject({
      adId: "ISCI",
      airDate: "Air Date",
      market: null,
    });
  });

  it("puts the server's refusal beside the field it names", async () => {
    server.refuseMapping = true;
    const user = await inspectFile();
    await user.selectOptions(screen.getByLabelText("Media type"), "TV");
    await user.click(screen.getByRole("button", { name: "Import" }));
    const message = await screen.findByText(/holds no Ad-ID on any row/);
    const adId = screen.getByLabelText("Ad-ID");
    expect(adId.getAttribute("aria-invalid")).toBe("true");
    expect(adId.getAttribute("aria-describedby")).toContain(message.id);
  });
});
