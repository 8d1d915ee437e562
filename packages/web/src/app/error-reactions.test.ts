import { ApiError, apiErrorFromResponse } from "@rightsdesk/api-client";
import { ErrorCodes } from "@rightsdesk/domain";
import { describe, expect, it } from "vitest";
import { decideErrorReaction, decideSessionReaction } from "./error-reactions";

describe("decideErrorReaction", () => {
  it("toasts 'Permission denied.' after 200 ms for an Unauthorized error", () => {
    const error = new ApiError({ code: ErrorCodes.Unauthorized, status: 403, message: "No." });
    expect(decideErrorReaction(error)).toEqual({
      kind: "toast",
      tone: "error",
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

it("leaves errors that move the user to the place they move to", () => {
  const error = new ApiError({ code: ErrorCodes.InvalidUserProfile, status: 403, message: "Pick one." });
  expect(decideErrorReaction(error)).toEqual({ kind: "none" });
});

describe("decideSessionReaction", () => {
  const rejected = (code: number, message: string, status = 401) =>
    new ApiError({ code: code as typeof ErrorCodes.ForceLogout, status, message });

  it("ends the session on ForceLogout and tells the user why", () => {
    expect(
      decideSessionReaction(rejected(ErrorCodes.ForceLogout, "Sign in to continue."), "getPermission"),
    ).toEqual({
      kind: "signOut",
      reason: "forced",
      message: "Sign in to continue.",
    });
  });

  it("falls back to 'Permission denied.' when ForceLogout carries no message", () => {
    expect(decideSessionReaction(rejected(ErrorCodes.ForceLogout, " "), "getSelf")).toMatchObject({
      message: "Permission denied.",
    });
  });

  it("ends the session when a 401 names no error type (the token is gone)", () => {
    expect(decideSessionReaction(apiErrorFromResponse(401, "<html>Unauthorized</html>"), "getSelf")).toEqual({
      kind: "signOut",
      reason: "tokenRejected",
      message: null,
    });
  });

  it("keeps the session when the server asks for an MFA code, and ignores calls made without one", () => {
    expect(decideSessionReaction(rejected(ErrorCodes.MFARequired, "Enter the code."), "getSelf").kind).toBe(
      "none",
    );
    expect(decideSessionReaction(rejected(ErrorCodes.ForceLogout, "Bad token."), "logout").kind).toBe("none");
    expect(decideSessionReaction(rejected(ErrorCodes.ForceLogout, "Bad token."), "login").kind).toBe("none");
  });

  it("sends a user whose password must change to the change-password prompt", () => {
    expect(
      decideSessionReaction(rejected(ErrorCodes.PasswordChangeRequested, "Change it.", 403), "listUsers"),
    ).toEqual({
      kind: "changePassword",
    });
  });

  it("sends a user with an invalid profile to choose another, saying why", () => {
    expect(
      decideSessionReaction(
        rejected(ErrorCodes.InvalidUserProfile, "That profile is gone.", 403),
        "getPermission",
      ),
    ).toEqual({ kind: "redirect", to: "/profile/switch-profile", message: "That profile is gone." });
  });

  it("does nothing to the session for an ordinary error", () => {
    expect(decideSessionReaction(rejected(ErrorCodes.NotFound, "Gone.", 404), "getSelf").kind).toBe("none");
  });
});
