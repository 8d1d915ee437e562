import { describe, expect, it } from "vitest";
import { newPasswordFormSchema, PASSWORDS_DIFFER_MESSAGE } from "./new-password-form";

const messagesFor = (newPassword: string, confirmPassword: string) => {
  const result = newPasswordFormSchema("ada").safeParse({ newPassword, confirmPassword });
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("newPasswordFormSchema", () => {
  it("accepts a password the domain accepts, typed twice", () => {
    expect(messagesFor("correct horse battery", "correct horse battery")).toEqual([]);
  });

  it("says when the two do not match", () => {
    expect(messagesFor("correct horse battery", "correct horse")).toEqual([
      `confirmPassword: ${PASSWORDS_DIFFER_MESSAGE}`,
    ]);
  });

  it("refuses the user name inside the password, in the domain's words", () => {
    expect(messagesFor("ada-lovelace-1815", "ada-lovelace-1815")).toEqual([
      "newPassword: Do not use your user name in the password.",
    ]);
  });
});
