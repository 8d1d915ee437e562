import { describe, expect, it } from "vitest";
import {
  SEPARATOR_DOUBLE,
  SEPARATOR_SINGLE,
  SIZE_LIMIT_BYTES,
  businessConstants,
} from "./business-constants.js";

describe("business constants", () => {
  it("holds the values of spec 001 section 9", () => {
    expect(businessConstants).toEqual({
      pageSize: 25,
      maxPageSize: 500,
      defaultSortField: "Id",
      separatorDouble: "__",
      separatorSingle: "_",
      sizeLimitBytes: 1073741824,
      emptyDateMarker: "0001-01-01",
      dateDisplayFormat: "MM/DD/YYYY",
    });
    expect(SIZE_LIMIT_BYTES).toBe(1024 ** 3);
    expect([SEPARATOR_DOUBLE, SEPARATOR_SINGLE]).toEqual(["__", "_"]);
  });
});
