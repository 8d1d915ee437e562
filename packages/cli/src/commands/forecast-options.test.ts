import { describe, expect, it } from "vitest";
import { toIsoDate } from "@rightsdesk/domain";
import { CliError } from "../cli-io.js";
import { chooseByName } from "./choose-by-name.js";
import { defaultForecastFileName, parseForecastWindow, type ForecastOptions } from "./forecast-options.js";

const options = (extra: Partial<ForecastOptions>): ForecastOptions => ({ format: "table", ...extra });

/** The CliError a call throws, to read its message and exit status. */
function refusal(call: () => unknown): CliError {
  try {
    call();
  } catch (error) {
    if (error instanceof CliError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("the forecast's window from the command line", () => {
  it("defaults to 12 months from the server's today, and keeps what is given", () => {
    expect(parseForecastWindow(options({}))).toEqual({ months: 12 });
    expect(parseForecastWindow(options({ months: " 6 ", from: "2026-12-01" }))).toEqual({
      months: 6,
      from: "2026-12-01",
    });
    expect(parseForecastWindow(options({ months: "36" })).months).toBe(36);
  });

  it("refuses months outside 1 to 36 or not whole, and a date that is not a day, as bad usage", () => {
    for (const months of ["0", "37", "1.5", "twelve", "-3"]) {
      const error = refusal(() => parseForecastWindow(options({ months })));
      expect(error.exitCode).toBe(2);
      expect(error.message).toMatch(/--months/);
      expect(error.message).toMatch(/1 to 36/);
    }
    for (const from of ["2026-02-30", "12/01/2026", "tomorrow"]) {
      const error = refusal(() => parseForecastWindow(options({ from })));
      expect(error.exitCode).toBe(2);
      expect(error.message).toContain("--from");
    }
  });

  it("refuses --output with a table, which is only printed", () => {
    expect(refusal(() => parseForecastWindow(options({ output: "a.txt" }))).exitCode).toBe(2);
    expect(parseForecastWindow(options({ format: "csv", output: "a.csv" })).months).toBe(12);
  });

  it("names an export by its first day, today's in UTC when --from is not given", () => {
    expect(defaultForecastFileName("xlsx", toIsoDate("2026-12-01"), new Date("2026-03-02T23:30:00Z"))).toBe(
      "forecast-2026-12-01.xlsx",
    );
    expect(defaultForecastFileName("xlsx", undefined, new Date("2026-03-02T23:30:00Z"))).toBe(
      "forecast-2026-03-02.xlsx",
    );
  });
});

describe("a name given for a record", () => {
  const advertisers = [
    { id: 12, name: "Northwind Foods" },
    { id: 14, name: "Northwind Foods Canada" },
    { id: 20, name: "North Star Motors" },
  ];

  it("takes the exact name, ignoring case, over names that only contain it", () => {
    expect(chooseByName("--advertiser", "advertiser", "northwind foods", advertisers).id).toBe(12);
    expect(chooseByName("--advertiser", "advertiser", "Star", advertisers.slice(2)).id).toBe(20);
  });

  it("refuses a name several records contain, naming each with its id", () => {
    const error = refusal(() => chooseByName("--advertiser", "advertiser", "North", advertisers));
    expect(error.exitCode).toBe(2);
    expect(error.message).toContain(
      '--advertiser: 3 advertisers match "North": Northwind Foods (12), Northwind Foods Canada (14), North Star Motors (20).',
    );
  });

  it("refuses a name nothing matches, listing what there is", () => {
    const error = refusal(() => chooseByName("--performer", "performer", "Nobody", [], advertisers));
    expect(error.exitCode).toBe(2);
    expect(error.message).toBe(
      '--performer: no performer is called "Nobody". Choices: Northwind Foods (12), Northwind Foods Canada (14), North Star Motors (20).',
    );
  });
});
