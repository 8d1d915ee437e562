import { describe, expect, it } from "vitest";
import type { CompanySummary } from "@rightsdesk/domain";
import { companiesTable } from "./companies-table.js";
import { drawRecordTable, recordTableLines, storedOn } from "./testing-record-table.js";

const harbor: CompanySummary = {
  id: 7,
  recordId: "CY0007",
  legalName: "Harbor Light Creative LLC",
  businessName: "HLC",
  dbaName: null,
  mainType: "AD AGENCY",
  subType: null,
  country: "USA",
  status: "ACTIVE",
  city: "Chicago",
  ...storedOn,
};

describe("companiesTable", () => {
  it("lines up the companies and says where the page sits", () => {
    const rover = {
      ...harbor,
      id: 12,
      legalName: "Rover Pet Supply",
      businessName: null,
      mainType: "ADVERTISER" as const,
      subType: "PET_CARE",
      city: null,
    };
    const lines = recordTableLines(companiesTable, [harbor, rover], 52, { number: 1, size: 25 });
    expect(lines[0]).toMatch(
      /^Id\s+Legal name\s+Business name\s+Main type\s+Sub type\s+City\s+Country\s+Status\s+Updated$/,
    );
    expect(lines[1]).toMatch(
      /^7\s+Harbor Light Creative LLC\s+HLC\s+AD AGENCY\s+Chicago\s+USA\s+ACTIVE\s+2025-03-04$/,
    );
    expect(lines[2]).toMatch(/^12\s+Rover Pet Supply\s+ADVERTISER\s+PET_CARE\s+USA/);
    expect(lines[3]).toBe("Records 26–27 of 52, page 1 (pages 0–2).");
  });

  it("counts every company when it holds every page, and says when none match", () => {
    expect(drawRecordTable(companiesTable, [harbor], 1)).toContain("1 company.");
    expect(drawRecordTable(companiesTable, [], 0)).toBe("No companies match.");
  });
});
