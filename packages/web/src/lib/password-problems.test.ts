import { describe, expect, it } from "vitest";
import { passwordProblems } from "./password-problems";

describe("passwordProblems", () => {
  it("lists every rule a short, repetitive password breaks", () => {
    expect(passwordProblems("aaa", "ada")).toEqual([
      "Use at least 10 characters.",
      "Use at least 4 different characters.",
    ]);
  });

  it("names the user-name rule once the others pass", () => {
    expect(passwordProblems("ada-lovelace-1815", "ada")).toEqual([
      "Do not use your user name in the password.",
    ]);
  });

  it("is empty for a password the domain accepts", () => {
    expect(passwordProblems("correct horse battery", "ada")).toEqual([]);
  });
});
