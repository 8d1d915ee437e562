import { describe, expect, it } from "vitest";
import { AddressSchema } from "./address.js";

describe("AddressSchema", () => {
  it("needs a type, a street address and a city", () => {
    expect(AddressSchema.parse({ type: "MAILING", line1: "PO Box 1", city: "Austin" }).city).toBe("Austin");
    const result = AddressSchema.safeParse({ type: "MAILING", line1: "", city: "" });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      "Enter the street address.",
      "Enter the city.",
    ]);
  });
});
