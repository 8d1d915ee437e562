import fs from "node:fs/promises";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { isoDateOfInstant, type ForecastAnswer, type ForecastRequest } from "@rightsdesk/domain";
import { useSignedInServer } from "../testing-server.js";
import { describeTotal } from "./forecast-view.js";

/*
 * The demo data (seeded the day the server starts) gives the forecast union performers with
 * holding fees to pay, advertisers with products, and spots with Ad-IDs. Each run names its first
 * day, so the CLI and the direct call read the same window whatever the clock says.
 */
const live = useSignedInServer("forecast", { RIGHTSDESK_DEMO_DATA: "true" });
const from = isoDateOfInstant(new Date());

async function forecastJson(args: string[]): Promise<ForecastAnswer> {
  const result = await live.run(["forecast", "--from", from, ...args, "--format", "json"]);
  expect(result.status, result.err).toBe(0);
  return JSON.parse(result.out) as ForecastAnswer;
}

const direct = (request: ForecastRequest) => live.api.getForecast({ body: { from, ...request } });

async function advertiserNamed(search: string) {
  const [found] = await live.api.lookupCompanies({ body: { search, mainTypes: ["ADVERTISER"], limit: 1 } });
  if (!found) throw new Error(`The demo data has no advertiser matching ${search}.`);
  return found;
}

describe("rightsdesk forecast against a live server", () => {
  it("prints getForecast's answer as JSON for the same window, with payments to make", async () => {
    const everything = await forecastJson([]);
    expect(everything).toEqual(await direct({}));
    expect(everything.payments.length).toBeGreaterThan(0);
    expect(await forecastJson(["--months", "3"])).toEqual(await direct({ months: 3 }));
  });

  it("resolves an advertiser, a product, an Ad-ID and a performer by name to the ids the API takes", async () => {
    const pinebrook = await advertiserNamed("Pinebrook");
    expect(await forecastJson(["--advertiser", "pinebrook"])).toEqual(
      await direct({ scope: { advertiserId: pinebrook.id } }),
    );
    expect(await forecastJson(["--advertiser", String(pinebrook.id)])).toEqual(
      await direct({ scope: { advertiserId: pinebrook.id } }),
    );

    const paid = (await direct({})).payments.find((payment) => payment.spot && payment.performer);
    if (!paid?.spot || !paid.performer) throw new Error("The demo forecast has no performer's payment.");
    const spotAnswer = await forecastJson(["--ad-id", paid.spot.adId.toLowerCase()]);
    expect(spotAnswer).toEqual(await direct({ scope: { assetIds: [paid.spot.assetId] } }));
    expect(
      spotAnswer.payments.every((payment) => payment.spot === null || payment.spot.adId === paid.spot?.adId),
    ).toBe(true);

    await live.api.addAssetSectionItem({
      params: { section: "Product", ownerId: paid.spot.assetId },
      body: { data: { name: "Forecast Test Oats" } },
    });
    const productAnswer = await forecastJson(["--product", "Forecast Test Oats"]);
    expect(productAnswer).toEqual(await direct({ scope: { product: "Forecast Test Oats" } }));
    expect(productAnswer.payments.length).toBeGreaterThan(0);
    expect(
      productAnswer.payments.every(
        (payment) => payment.spot === null || payment.spot.adId === paid.spot?.adId,
      ),
    ).toBe(true);

    const [performer] = await live.api.lookupPeople({
      body: { search: paid.performer.name, kinds: ["TALENT"], limit: 1 },
    });
    if (!performer) throw new Error(`No talent is named ${paid.performer.name}.`);
    expect(await forecastJson(["--performer", paid.performer.name])).toEqual(
      await direct({ scope: { performerId: performer.id } }),
    );
  });

  it("refuses a name matching none or several as bad usage, naming the choices", async () => {
    const none = await live.run(["forecast", "--advertiser", "No Such Advertiser Anywhere"]);
    expect(none.status).toBe(2);
    expect(none.err).toContain('--advertiser: no advertiser is called "No Such Advertiser Anywhere".');
    expect(none.err).toContain("Choices: ");

    const several = await live.api.lookupCompanies({ body: { search: "Inc", mainTypes: ["ADVERTISER"] } });
    expect(several.length).toBeGreaterThan(1);
    const vague = await live.run(["forecast", "--advertiser", "Inc"]);
    expect(vague.status).toBe(2);
    for (const company of several) expect(vague.err).toContain(`${company.legalName} (${company.id})`);

    const unknownSpot = await live.run(["forecast", "--ad-id", "ZZZZ9999999H"]);
    expect(unknownSpot.status).toBe(2);
    expect(unknownSpot.err).toContain("ZZZZ9999999H");

    const months = await live.run(["forecast", "--months", "37"]);
    expect(months.status).toBe(2);
    expect(months.err).toContain("--months");
  });

  it("draws the months, the payments, the total and the split by source as a table", async () => {
    const answer = await direct({});
    const result = await live.run(["forecast", "--from", from]);
    expect(result.status, result.err).toBe(0);
    expect(result.out).toMatch(/Month\s+Priced\s+Missing\s+Total/);
    for (const payment of answer.payments) if (payment.spot) expect(result.out).toContain(payment.spot.adId);
    expect(result.out).toContain(`Total: ${describeTotal(answer.total)}`);
    expect(result.out).toMatch(/Source\s+Payments\s+Amount/);
  });

  it("writes the forecast as CSV, one line per payment, and the server's XLSX and PDF to files", async () => {
    const answer = await direct({});
    const csv = await live.run(["forecast", "--from", from, "--format", "csv"]);
    expect(csv.status, csv.err).toBe(0);
    const lines = csv.out.trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^month,dueDate,kind,adId,/);
    expect(lines.length - 1).toBe(answer.payments.length + answer.released.length);

    const out = live.pathTo("ahead.xlsx");
    const xlsx = await live.run(["forecast", "--from", from, "--format", "xlsx", "--output", out]);
    expect(xlsx.status, xlsx.err).toBe(0);
    expect(xlsx.out).toContain(out);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(out);
    expect(workbook.worksheets.length).toBeGreaterThan(0);

    const pdfOut = live.pathTo("ahead.pdf");
    const pdf = await live.run(["forecast", "--from", from, "--format", "pdf", "--output", pdfOut]);
    expect(pdf.status, pdf.err).toBe(0);
    expect((await fs.readFile(pdfOut)).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });
});
