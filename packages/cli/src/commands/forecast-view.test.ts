import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { forecastCsv } from "./forecast-csv.js";
import { renderForecastTable } from "./forecast-view.js";
import { recordedForecastAnswer as answer } from "./testing-forecast-answer.js";

describe("the forecast as a table", () => {
  const text = renderForecastTable(answer);
  const lines = text.split("\n");

  it("heads it with the window and the scope", () => {
    expect(lines[0]).toBe("Forecast 04/01/2026 to 05/31/2026 — Advertiser: Northwind Foods");
  });

  it("prints each month's total with its missing payments apart", () => {
    expect(text).toMatch(/Month\s+Priced\s+Missing\s+Total/);
    expect(text).toMatch(/Apr 2026\s+2\s+0\s+\$1,783\.50/);
    expect(text).toMatch(/May 2026\s+0\s+1\s+\$0\.00/);
  });

  it("prints every payment with its spot, who or what, kind, amount and source", () => {
    expect(text).toMatch(/Due\s+Spot\s+Performer \/ element\s+Kind\s+Amount\s+Source/);
    expect(text).toMatch(
      /04\/14\/2026\s+NWFD0001000H Harvest Crunch :30\s+Rosa Quintero\s+holding fee\s+\$783\.50\s+shipped confirmed/,
    );
    expect(text).toMatch(
      /04\/20\/2026\s+NWFD0001000H Harvest Crunch :30\s+Sam Roe\s+holding fee\s+\$1,000\.00\s+client rate card/,
    );
  });

  it("shows a payment without a figure as missing, never as $0.00", () => {
    const line = lines.find((l) => l.includes("Sunrise Drive"));
    expect(line).toMatch(
      /05\/31\/2026\s+Sunrise Drive: Synchronization licence\s+licence renewal\s+missing\s+missing/,
    );
    expect(line).not.toContain("$0.00");
  });

  it("ends with the total, the missing ones counted apart, the saving and the split by source", () => {
    expect(text).toContain(
      "Total: $1,783.50 for 2 priced payments; 1 more has no figure and is not counted.",
    );
    expect(text).toContain("Not renewing saves $2,500.00 for 1 priced payment.");
    expect(text).toMatch(/shipped confirmed\s+1\s+\$783\.50/);
    expect(text).toMatch(/client rate card\s+1\s+\$1,000\.00/);
    expect(text).toMatch(/missing\s+1\s+no figure/);
    expect(text).not.toMatch(/contract\/over-scale\s+0/);
  });

  it("says when no decision releases anything", () => {
    const none = renderForecastTable({
      ...answer,
      released: [],
      saving: { amountCents: 0, pricedCount: 0, missingCount: 0 },
    });
    expect(none).toContain("Not renewing: no decision releases a payment in the window.");
  });
});

describe("the forecast as CSV", () => {
  const rows = parse(forecastCsv(answer).replace(/^\uFEFF/, ""), { columns: true }) as Record<
    string,
    string
  >[];

  it("holds one line per payment, the released ones last and marked", () => {
    expect(rows.map((r) => [r["dueDate"], r["kind"], r["released"]])).toEqual([
      ["2026-04-14", "holdingFee", ""],
      ["2026-04-20", "holdingFee", ""],
      ["2026-05-31", "licenceRenewal", ""],
      ["2026-05-02", "useRightCycle", "not renewing"],
    ]);
    expect(rows[0]).toMatchObject({
      adId: "NWFD0001000H",
      spotTitle: "Harvest Crunch :30",
      performer: "Rosa Quintero",
      amount: "783.50",
      amountCents: "78350",
      source: "shippedConfirmed",
    });
  });

  it("leaves a missing amount empty rather than zero", () => {
    expect(rows[2]).toMatchObject({
      element: "Sunrise Drive",
      amount: "",
      amountCents: "",
      source: "missing",
    });
  });

  it("neutralises a cell a spreadsheet would run as a formula", () => {
    expect(rows[1]?.["note"]).toBe('\'=HYPERLINK("http://example.test")');
  });
});
