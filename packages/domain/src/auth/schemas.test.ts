import { describe, expect, it } from "vitest";
import { LoginRequestSchema } from "./schemas.js";

describe("LoginRequestSchema", () => {
  it("trims the user name and asks for each missing part in words", () => {
    expect(LoginRequestSchema.parse({ userName: "  jdoe ", password: "x" }).userName).toBe("jdoe");
    const result = LoginRequestSchema.safeParse({ userName: " ", password: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Enter your user name.",
      "Enter your password.",
    ]);
  });
});
