import { describe, expect, it } from "vitest";
import { formatDate, formatFullName, formatInitials } from "./format";

describe("formatFullName", () => {
  it("joins first and last name", () => {
    expect(formatFullName({ firstName: "Ada", lastName: "Lovelace", userName: "ada" })).toBe("Ada Lovelace");
  });

  it("falls back to the user name when the record has no name", () => {
    expect(formatFullName({ firstName: " ", lastName: "", userName: "ada" })).toBe("ada");
  });
});

describe("formatInitials", () => {
  it("takes up to two initials", () => {
    expect(formatInitials("System Administrator")).toBe("SA");
    expect(formatInitials("Mary Ann Evans")).toBe("MA");
    expect(formatInitials("")).toBe("?");
  });
});

describe("formatDate", () => {
  it("shows dates as MM/DD/YYYY", () => {
    expect(formatDate(new Date(2025, 3, 1))).toBe("04/01/2025");
  });

  it("shows a dash for a value that is not a date", () => {
    expect(formatDate("not a date")).toBe("—");
  });
});
