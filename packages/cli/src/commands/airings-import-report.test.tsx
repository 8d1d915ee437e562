import { render } from "ink-testing-library";
import { describe, expect, it } from "vitest";
import type { AiringImportResult } from "@rightsdesk/domain";
import { captureIo } from "../testing-io.js";
import { AiringsImportReport } from "./airings-import-report.js";
import { createUploadProgressReporter } from "./airings-upload-progress.js";

const result: AiringImportResult = {
  dryRun: true,
  upload: null,
  fileName: "march.xlsx",
  format: "xlsx",
  mapping: { adId: "ISCI", airDate: "Date", outlet: null },
  rows: { total: 9, counted: 5, restated: 1, notAired: 1, unreadable: 0, skipped: 2 },
  issuesByKind: [{ kind: "afterMpu", count: 3 }],
  firstIssues: [
    { sheet: "WXYZ", rowNumber: 6, kind: "afterMpu", message: "The MPU ended." },
    { sheet: "WXYZ", rowNumber: 7, kind: "afterMpu", message: "The MPU ended." },
    { sheet: "KXYZ", rowNumber: 4, kind: "afterMpu", message: "The MPU ended." },
  ],
};

describe("AiringsImportReport", () => {
  it("shows the mapping used, the rows by outcome, the issues in words and says a dry run kept nothing", () => {
    const frame =
      render(
        <AiringsImportReport
          result={result}
          source="march"
          mappingFrom="detected"
          issuesAddress={null}
          issueLines={2}
        />,
      ).lastFrame() ?? "";
    expect(frame).toContain("Columns read, found from the header:");
    expect(frame).toMatch(/adId\s+Ad-ID\s+→ "ISCI"/);
    expect(frame).not.toContain("outlet");
    expect(frame).toContain(
      "9 rows in the file: 5 counted, 1 restated (counted once), 1 not aired, 0 not readable, 2 skipped.",
    );
    expect(frame).toMatch(/Aired after the MPU\s+3/);
    expect(frame).toContain("The first 2:");
    expect(frame).toMatch(/WXYZ row 7\s+Aired after the MPU\s+The MPU ended\./);
    expect(frame).not.toContain("KXYZ row 4");
    expect(frame).toContain("Dry run: nothing was kept");
  });
});

describe("upload progress off a terminal", () => {
  it("writes a line at each tenth sent, then that the server is checking the rows", () => {
    const io = captureIo({});
    const progress = createUploadProgressReporter(io, { name: "march.csv", size: 1000 }, false);
    for (const bytes of [50, 120, 130, 990, 1040]) progress.sent(bytes);
    progress.finish();
    expect(io.err().split("\n")).toEqual([
      "Sent 120 of 1,000 bytes (10%).",
      "Sent 990 of 1,000 bytes (90%).",
      "Sent 1,000 of 1,000 bytes (100%).",
      "march.csv sent; the server is checking its rows...",
      "",
    ]);
  });

  it("stays silent for --json", () => {
    const io = captureIo({});
    const progress = createUploadProgressReporter(io, { name: "march.csv", size: 10 }, true);
    progress.sent(10);
    expect(io.err()).toBe("");
  });
});
