import { describe, expect, it } from "vitest";
import { personKinds } from "./person-catalogues.js";
import { personTabsByKind } from "./person-tabs.js";

const crew = [
  "Address",
  "Contact",
  "Emergency Contact",
  "Travel Info",
  "ID w/Payroll Vendor",
  "Bank Info",
  "W4 Individual Withholding",
  "W-9 Corp/Bus Withholding",
  "W-8BEN",
  "Banking/Taxes",
];

describe("person tabs by kind", () => {
  it("gives each kind the tabs of spec 001 section 2", () => {
    expect(personTabsByKind.AGENT).toEqual(["Address", "Contact"]);
    expect(personTabsByKind.CREW).toEqual(crew);
    expect(personTabsByKind.TALENT).toEqual([
      ...crew,
      "Loan Out Corporation Info",
      "Specifications",
      "Agent Info",
      "Photos",
    ]);
    expect(personTabsByKind.STAFF).toEqual([
      "Banking/Taxes",
      "Travel Info",
      "Address",
      "Contact",
      "Emergency Contact",
      "Bank Info",
      "W4",
      "W-9",
      "W-8BEN",
    ]);
    expect(personTabsByKind.VENDOR).toEqual([
      "Address",
      "Contact",
      "Emergency Contact",
      "Bank Info",
      "Banking/Taxes",
    ]);
  });

  it("covers every kind without repeating a tab", () => {
    for (const kind of personKinds) {
      const tabs: readonly string[] = personTabsByKind[kind];
      expect(new Set(tabs).size).toBe(tabs.length);
    }
  });
});
