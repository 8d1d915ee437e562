import { describe, expect, it } from "vitest";
import { checkLogin } from "./login-check";

describe("checking the sign-in form", () => {
  it("sends the user name trimmed, and no code until the server asks for one", () => {
    expect(checkLogin({ userName: "  ada ", password: "secret", otp: "12" }, false)).toEqual({
      request: { userName: "ada", password: "secret" },
    });
  });

  it("names each empty field with the domain's message", () => {
    expect(checkLogin({ userName: " ", password: "" }, false).errors).toEqual({
      userName: "Enter your user name.",
      password: "Enter your password.",
    });
  });

  it("requires the 6-digit code once asked for it", () => {
    expect(checkLogin({ userName: "ada", password: "secret" }, true).errors).toEqual({
      otp: "Enter the 6-digit code from your authenticator app.",
    });
    expect(checkLogin({ userName: "ada", password: "secret", otp: "123456" }, true).request).toEqual({
      userName: "ada",
      password: "secret",
      otp: "123456",
    });
  });
});
