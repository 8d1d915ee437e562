import { isListOperatorAllowed } from "@rightsdesk/domain";
import { describe, expect, it } from "vitest";
import {
  dataColumnKinds,
  defaultFilterOperator,
  describeOperator,
  filterOperatorsFor,
} from "./filter-operators";

describe("filterOperatorsFor", () => {
  it("offers text the comparisons people use to search words", () => {
    expect(filterOperatorsFor("text")).toEqual(["cn", "nc", "eq", "nq", "sw", "ew"]);
  });

  it("offers numbers and dates equality and ranges", () => {
    expect(filterOperatorsFor("number")).toEqual(["eq", "nq", "lt", "lte", "gt", "gte"]);
    expect(filterOperatorsFor("date")).toEqual(["eq", "nq", "lt", "lte", "gt", "gte"]);
  });

  it("offers an enum a list to pick from", () => {
    expect(filterOperatorsFor("enum")).toEqual(["in", "ni"]);
  });

  it("offers only operators the domain allows for the kind, each with words", () => {
    for (const kind of dataColumnKinds) {
      for (const operator of filterOperatorsFor(kind)) {
        expect(isListOperatorAllowed(kind, operator)).toBe(true);
        expect(describeOperator(kind, operator)).not.toBe(operator);
      }
    }
  });

  it("starts a new filter with the first operator offered", () => {
    expect(defaultFilterOperator("text")).toBe("cn");
    expect(defaultFilterOperator("date")).toBe("eq");
    expect(defaultFilterOperator("enum")).toBe("in");
  });

  it("says date comparisons in date words", () => {
    expect(describeOperator("date", "lt")).toBe("is before");
    expect(describeOperator("number", "lt")).toBe("is less than");
  });
});
