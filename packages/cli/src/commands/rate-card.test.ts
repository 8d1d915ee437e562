import { describe, expect, it } from "vitest";
import { rateCardFileColumns, type RateCard } from "@rightsdesk/domain";
import { useSignedInServer } from "../testing-server.js";

const live = useSignedInServer("rate-card");

/** The CSV lines of an export, without a byte-order mark or the last line end. */
const csvLines = (text: string) =>
  text
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r?\n/);

/** A client figure in the export's columns; `cells` changes some of them. */
function ourFigure(cells: Record<string, string>): string {
  const figure: Record<string, string> = {
    union: "SAG-AFTRA",
    agreement: "",
    contract_year: "2025",
    category: "onCameraPrincipalSession",
    medium: "",
    effective_from: "2025-04-01",
    effective_to: "2026-03-31",
    amount: "900.00",
    source: "Our 2025 rate sheet",
    confidence: "V",
    performer_id: "",
    origin: "client",
    ...cells,
  };
  return rateCardFileColumns.map((column) => figure[column] ?? "").join(",");
}

const clientEntries = async () => (await live.api.getRateCard({ query: { origin: "client" } })).entries;

describe("rightsdesk rate-card against a live server", () => {
  it("lists the shipped figures as the API answers them, then the rows without a confirmed figure", async () => {
    const direct = await live.api.getRateCard({ query: {} });
    const json = await live.run(["rate-card", "list", "--format", "json"]);
    expect(json.status, json.err).toBe(0);
    expect(JSON.parse(json.out) as RateCard).toEqual(direct);
    expect(direct.entries.length).toBeGreaterThan(0);

    const table = await live.run(["rate-card", "list"]);
    expect(table.status, table.err).toBe(0);
    expect(table.out).toMatch(/Origin\s+Union\s+Agreement\s+Year\s+Category/);
    if (direct.gaps.length > 0) expect(table.out).toContain(`no confirmed figure (${direct.gaps.length})`);

    const csv = await live.run(["rate-card", "list", "--origin", "shipped", "--format", "csv"]);
    expect(csv.status, csv.err).toBe(0);
    expect(csvLines(csv.out).length - 1).toBe(direct.entries.filter((e) => e.origin === "shipped").length);
  });

  it("refuses a bad file whole: exit status 1, the line and column named, nothing added", async () => {
    const exported = await live.run(["rate-card", "export"]);
    expect(exported.status, exported.err).toBe(0);
    const [header = ""] = csvLines(exported.out);
    expect(header).toBe(rateCardFileColumns.join(","));
    const before = await clientEntries();

    // The export's own header, a good figure on line 2 and an amount that is no amount on line 3.
    const bad = await live.csvFile("bad-rates.csv", [
      header,
      ourFigure({ amount: "900.00" }),
      ourFigure({ amount: "nine hundred", effective_from: "2027-04-01" }),
    ]);
    const refused = await live.run(["rate-card", "import", bad]);
    expect(refused.status).toBe(1);
    expect(refused.out).toBe("");
    expect(refused.err).toContain("The file was refused; no figure was added.");
    expect(refused.err).toMatch(/line 3, column amount: /);
    expect(await clientEntries()).toEqual(before);
  });

  it("adds every figure of a good file, then refuses the same figures again as overlapping", async () => {
    const exported = await live.run(["rate-card", "export"]);
    const [header = ""] = csvLines(exported.out);
    const good = await live.csvFile("our-rates.csv", [header, ourFigure({ amount: "912.40" })]);
    const added = await live.run(["rate-card", "import", good]);
    expect(added.status, added.err).toBe(0);
    expect(added.out).toBe("1 figure added.\n");
    const after = await clientEntries();
    expect(after.map((entry) => [entry.category, entry.amountCents, entry.source])).toEqual([
      ["onCameraPrincipalSession", 91_240, "Our 2025 rate sheet"],
    ]);

    const again = await live.run(["rate-card", "import", good]);
    expect(again.status).toBe(1);
    expect(again.err).toMatch(/line 2, column /);
    expect(await clientEntries()).toEqual(after);

    const out = live.pathTo("card.csv");
    const written = await live.run(["rate-card", "export", "--origin", "client", "--output", out]);
    expect(written.status, written.err).toBe(0);
    expect(written.out).toContain(out);
  });

  it("says plainly when the file to import is not there (bad usage)", async () => {
    const missing = await live.run(["rate-card", "import", live.pathTo("nowhere.csv")]);
    expect(missing.status).toBe(2);
    expect(missing.err).toContain("there is no such file");
  });
});
