import { describe, expect, it } from "vitest";
import { centsToDollars, dollarsToCents } from "../../../lib/money";
import { LicenceFormSchema, licenceFormValues } from "./licence-form";

const filled = {
  ...licenceFormValues(null),
  termStart: "2025-01-01",
  media: [{ type: "TV", subtypes: ["CABLE - NATIONAL"] }],
};

describe("the licence form", () => {
  it("reads the fee in dollars and sends whole cents", () => {
    expect(dollarsToCents("1250")).toBe(125000);
    expect(dollarsToCents("$1,250.5")).toBe(125050);
    expect(dollarsToCents("0.07")).toBe(7);
    expect(dollarsToCents("")).toBeNull();
    expect(dollarsToCents("12.345")).toBeNaN();
    expect(centsToDollars(125050)).toBe("1250.50");
  });

  it("sends the licence with its fee in cents and no end date for in perpetuity", () => {
    const parsed = LicenceFormSchema.safeParse({ ...filled, fee: "1,250.50" });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      termStart: "2025-01-01",
      termEnd: undefined,
      feeCents: 125050,
      media: [{ type: "TV", subtypes: ["CABLE - NATIONAL"] }],
      numberOfUses: "Unlimited",
    });
  });

  it("requires at least one media and says so on the media", () => {
    const parsed = LicenceFormSchema.safeParse({ ...filled, media: [] });
    expect(parsed.success).toBe(false);
    const issue = parsed.error?.issues.find((candidate) => candidate.path[0] === "media");
    expect(issue?.message).toBe("Choose the media the licence covers.");
  });

  it("refuses a fee that is not an amount of dollars, on the fee", () => {
    const parsed = LicenceFormSchema.safeParse({ ...filled, fee: "twelve" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["fee"]);
  });

  it("asks for the number of uses when it is defined", () => {
    const parsed = LicenceFormSchema.safeParse({
      ...filled,
      numberOfUses: "Number defined",
      usesAllowed: "",
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["usesAllowed"]);
  });
});
