// @vitest-environment happy-dom
import type { CompletionReportSummary } from "@rightsdesk/domain";
import { cleanup, render } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { completionReportColumns } from "./completion-report-columns";

const row: CompletionReportSummary = {
  id: 7,
  code: "CR0007",
  name: "Summer Breeze :30",
  assetId: 3,
  assetTitle: "Summer Breeze",
  adId: "ABCD1234000H",
  productionDate: "2026-05-04",
  stage: "submitted",
  status: "COMPLETED",
  submittedOn: "2026-06-02T15:00:00Z",
  createdOn: "2026-05-01T15:00:00Z",
  updatedOn: "2026-06-02T15:00:00Z",
  archivedOn: null,
};

afterEach(cleanup);

function cellText(id: string, record: CompletionReportSummary = row) {
  const column = completionReportColumns.all.find((candidate) => candidate.id === id);
  if (!column?.cell) throw new Error(`No column ${id}`);
  const { container } = render(<MemoryRouter>{column.cell(record)}</MemoryRouter>);
  return container.textContent;
}

describe("the completion report list's columns", () => {
  it("read words, not codes: the stage, the status, the days", () => {
    expect(cellText("stage")).toBe("Submitted");
    expect(cellText("stage", { ...row, stage: "revised" })).toBe("Revised");
    expect(cellText("status")).toBe("Completed");
    expect(cellText("status", { ...row, status: "INCOMPLETE" })).toBe("Incomplete");
    expect(cellText("productionDate")).toBe("05/04/2026");
    expect(cellText("submittedOn")).toBe("06/02/2026");
  });

  it("show the code, the spot with its Ad-ID, and the filter lists in words", () => {
    expect(cellText("id")).toBe("CR0007");
    expect(cellText("assetTitle")).toBe("Summer BreezeABCD1234000H");
    const stage = completionReportColumns.all.find((column) => column.id === "stage");
    expect(stage?.values?.map((value) => stage.valueLabel?.(value))).toEqual([
      "Draft",
      "Submitted",
      "Revised",
    ]);
    const status = completionReportColumns.all.find((column) => column.id === "status");
    expect(status?.values?.map((value) => status.valueLabel?.(value))).toEqual(["Completed", "Incomplete"]);
  });
});
