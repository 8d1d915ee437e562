import { ApiError } from "@rightsdesk/api-client";
import { ErrorCodes } from "@rightsdesk/domain";
import { describe, expect, it } from "vitest";
import { decideErrorReaction, decideSessionEnd } from "./error-reactions";

describe("decideErrorReaction", () => {
  it("toasts 'Permission denied.' after 200 ms for an Unauthorized error", () => {
    const error = new ApiError({ code: ErrorCodes.Unauthorized, status: 403, message: "No." });
    expect(decideErrorReaction(error)).toEqual({
      kind: "toast",
      message: "Permission denied.",
      delayMs: 200,
    });
  });

  it("leaves a rejected session to the sign-in redirect", () => {
    const error = new ApiError({
      code: ErrorCodes.ForceLogout,
      status: 401,
      message: "Sign in to continue.",
    });
    expect(decideErrorReaction(error)).toEqual({ kind: "none" });
  });

  it("shows the server's message for other errors", () => {
    const error = new ApiError({
      code: ErrorCodes.NotFound,
      status: 404,
      message: "The company was not found.",
    });
    expect(decideErrorReaction(error)).toMatchObject({
      kind: "toast",
      message: "The company was not found.",
    });
  });

  it("still says something when a server cannot be reached", () => {
    const reaction = decideErrorReaction(ApiError.network(new TypeError("Failed to fetch")));
    expect(reaction).toMatchObject({ kind: "toast", message: expect.stringContaining("Could not reach") });
  });
});

describe("decideSessionEnd", () => {
  const rejected = (code: number, message: string) =>
    new ApiError({ code: code as typeof ErrorCodes.ForceLogout, status: 401, message });

  it("clears the whole session on ForceLogout and tells the user why", () => {
    expect(decideSessionEnd(rejected(ErrorCodes.ForceLogout, "Sign in to continue."))).toEqual({
      clear: "session",
      message: "Sign in to continue.",
    });
  });

  it("falls back to 'Permission denied.' when ForceLogout carries no message", () => {
    expect(decideSessionEnd(rejected(ErrorCodes.ForceLogout, " ")).message).toBe("Permission denied.");
  });

  it("removes only the access token for a 401 that names no error type", () => {
    expect(decideSessionEnd(ApiError.fromResponse(401, "<html>Unauthorized</html>"))).toEqual({
      clear: "token",
      message: null,
    });
  });

  it("keeps the session when the server asks for an MFA code", () => {
    expect(decideSessionEnd(rejected(ErrorCodes.MFARequired, "Enter the code.")).clear).toBeNull();
  });
});
