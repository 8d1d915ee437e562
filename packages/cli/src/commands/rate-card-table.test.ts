import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { RateCardSchema } from "@rightsdesk/domain";
import { rateCardCsv, renderRateCardTable } from "./rate-card-table.js";

const entry = {
  id: "shipped:SAG-AFTRA-2025-Y1:onCameraPrincipalSession",
  union: "SAG-AFTRA",
  agreement: null,
  contractYear: 2025,
  category: "onCameraPrincipalSession",
  medium: null,
  effectiveFrom: "2025-04-01",
  effectiveTo: "2026-03-31",
  amountCents: 78_350,
  source: "SAG-AFTRA 2025 rate sheet",
  confidence: "V",
  performerId: null,
  origin: "shipped",
  version: null,
  performerName: null,
  updatedAt: null,
  updatedBy: null,
};

/** A rate card as getRateCard answers it: a shipped figure, a client's version and a gap. */
const card = RateCardSchema.parse({
  entries: [
    entry,
    {
      ...entry,
      id: "41",
      origin: "client",
      effectiveTo: null,
      amountCents: 90_000,
      source: "=cmd|' /C calc'!A0",
      performerId: 11,
      performerName: "Rosa Quintero",
      version: 2,
      updatedAt: "2026-03-02T15:00:00.000Z",
      updatedBy: "sysadmin",
    },
  ],
  gaps: [
    {
      union: "SAG-AFTRA",
      contractYear: 2025,
      schedule: "SAG-AFTRA 2025 year 1",
      category: "streaming1Year",
      effectiveFrom: "2025-04-01",
      effectiveTo: "2026-03-31",
      confidence: "D",
      reason: "derived by arithmetic, not published",
    },
  ],
});

describe("the rate card", () => {
  it("lists each figure with its origin, scope, dates, amount and source, then the gaps", () => {
    const text = renderRateCardTable(card);
    expect(text).toMatch(
      /Origin\s+Union\s+Agreement\s+Year\s+Category\s+Medium\s+From\s+To\s+Amount\s+Performer\s+Source/,
    );
    expect(text).toMatch(
      /shipped\s+SAG-AFTRA\s+all\s+2025\s+on-camera principal session fee\s+all\s+04\/01\/2025\s+03\/31\/2026\s+\$783\.50\s+SAG-AFTRA 2025 rate sheet/,
    );
    expect(text).toMatch(/client\s+SAG-AFTRA\s+all\s+2025 .*04\/01\/2025\s+open\s+\$900\.00\s+Rosa Quintero/);
    expect(text).toContain("Shipped rows with no confirmed figure (1)");
    expect(text).toMatch(
      /SAG-AFTRA 2025 year 1\s+one-year streaming fee\s+derived by arithmetic, not published/,
    );
  });

  it("writes the figures as CSV with every field, a formula neutralised", () => {
    const rows = parse(rateCardCsv(card), { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => [row["origin"], row["amountCents"], row["effectiveTo"]])).toEqual([
      ["shipped", "78350", "2026-03-31"],
      ["client", "90000", ""],
    ]);
    expect(rows[1]?.["source"]).toBe("'=cmd|' /C calc'!A0");
    expect(rows[1]?.["performerId"]).toBe("11");
  });
});
