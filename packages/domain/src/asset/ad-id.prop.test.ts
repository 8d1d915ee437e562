import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AdIdSchema, checkAdId } from "./ad-id.js";

const alnum = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".split(""));
const chars = (n: number) => fc.array(alnum, { minLength: n, maxLength: n }).map((a) => a.join(""));
const lead = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ123456789".split(""));
const code = fc.tuple(lead, chars(3), chars(7), fc.constantFrom("", "H", "D")).map((parts) => parts.join(""));

describe("Ad-ID codes (properties)", () => {
  it("every code of the current shape passes, in any case", () => {
    fc.assert(
      fc.property(code, fc.boolean(), (text, lower) => {
        expect(AdIdSchema.parse(lower ? text.toLowerCase() : text)).toBe(text);
      }),
    );
  });

  it("the SD, HD and 3D forms share one creative key", () => {
    fc.assert(
      fc.property(
        fc.tuple(lead, chars(3), chars(7)).map((p) => p.join("")),
        (base) => {
          const keys = [base, `${base}H`, `${base}D`].map((text) => {
            const check = checkAdId(text);
            return check.kind === "current" ? check.creative : null;
          });
          expect(keys).toEqual([base, base, base]);
        },
      ),
    );
  });

  it("nothing starting with 0 passes", () => {
    fc.assert(
      fc.property(code, (text) => {
        expect(AdIdSchema.safeParse(`0${text.slice(1)}`).success).toBe(false);
      }),
    );
  });
});
