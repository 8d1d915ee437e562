import { ApiError } from "@rightsdesk/api-client";
import { ErrorCodes } from "@rightsdesk/domain";
import { describe, expect, it } from "vitest";
import { loginErrorMessage } from "./login-error-message";

describe("loginErrorMessage", () => {
  it("shows the server's message, which does not say which part was wrong", () => {
    const error = new ApiError({
      code: ErrorCodes.Unauthorized,
      status: 403,
      message: "The user name or password is incorrect.",
    });
    expect(loginErrorMessage(error)).toBe("The user name or password is incorrect.");
  });

  it("explains a server that cannot be reached in plain words", () => {
    expect(loginErrorMessage(ApiError.network(new TypeError("Failed to fetch")))).toBe(
      "Rights Desk could not reach its server. Check your connection and try again.",
    );
  });

  it("has a sentence for errors that carry none", () => {
    expect(loginErrorMessage(new Error(""))).toBe("Signing in failed. Try again in a moment.");
  });
});
