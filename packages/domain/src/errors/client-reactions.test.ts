import { describe, expect, it } from "vitest";
import { clientReactions, contextReactions, errorTypeReactions, reactToError } from "./client-reactions.js";
import { ErrorCodes, errorTypes } from "./error-catalogue.js";

describe("reactions table", () => {
  it("has a row for every error type and every context", () => {
    expect(Object.keys(errorTypeReactions).sort()).toEqual([...errorTypes].sort());
    expect(clientReactions).toHaveLength(errorTypes.length + Object.keys(contextReactions).length + 1);
  });

  it("marks exactly the spec rows of spec 000 section 8 as spec", () => {
    expect(clientReactions.filter((row) => row.source === "spec").map((row) => row.condition)).toEqual([
      "Error type unauthorized",
      "Error type force logout",
      "Route without read access",
      "Denied action",
      "Token refresh fails",
      "Permission load fails",
      "Export download fails",
      "Routing error",
      "HTTP status 401 or 595",
    ]);
  });
});

describe("reactToError: spec rows", () => {
  it("shows 'Permission denied.' after 200 ms for Unauthorized, whatever the server said", () => {
    const reaction = reactToError({ errorType: "Unauthorized", httpStatus: 403, message: "Nope" });
    expect(reaction.toast).toEqual({ kind: "error", message: "Permission denied.", delayMs: 200 });
    expect(reaction.clearAuth).toBe(false);
  });

  it("clears authentication on ForceLogout with the server's message or 'Permission denied.'", () => {
    const withMessage = reactToError({ code: ErrorCodes.ForceLogout, message: "Your account was blocked." });
    expect(withMessage.clearAuth).toBe(true);
    expect(withMessage.toast?.message).toBe("Your account was blocked.");
    expect(reactToError({ errorType: "ForceLogout", message: "  " }).toast?.message).toBe(
      "Permission denied.",
    );
  });

  it("removes the stored token on 401 and 595", () => {
    expect(reactToError({ httpStatus: 401 })).toMatchObject({
      removeToken: true,
      toast: null,
      clearAuth: false,
    });
    expect(reactToError({ httpStatus: 595 }).removeToken).toBe(true);
    expect(reactToError({ errorType: "ForceLogout", httpStatus: 401 })).toMatchObject({
      removeToken: true,
      clearAuth: true,
    });
    expect(reactToError({ httpStatus: 500 }).removeToken).toBe(false);
  });

  it("warns and goes to the dashboard for a route without read access", () => {
    const reaction = reactToError({ context: "routeDenied" });
    expect(reaction.toast).toEqual({
      kind: "warning",
      message: "You do not have permission to access this route.",
      delayMs: 0,
    });
    expect(reaction.redirect).toBe("/dashboard");
  });

  it("warns 'Permission denied.' for a denied action", () => {
    expect(reactToError({ context: "actionDenied" }).toast?.message).toBe("Permission denied.");
  });

  it("signs out when the token refresh fails", () => {
    expect(reactToError({ context: "tokenRefresh", httpStatus: 500 })).toMatchObject({
      clearAuth: true,
      redirect: "/login",
    });
  });

  it("only logs failed permission loads and export downloads, whatever the error", () => {
    for (const context of ["permissionLoad", "exportDownload"] as const) {
      expect(reactToError({ context, errorType: "Unauthorized", httpStatus: 401 })).toMatchObject({
        logOnly: true,
        toast: null,
        removeToken: false,
      });
    }
  });

  it("shows the error page on a routing error", () => {
    expect(reactToError({ context: "routing" }).showErrorPage).toBe(true);
  });
});

describe("reactToError: decisions for the codes the spec leaves open", () => {
  it("shows the field messages for InvalidData and DuplicateName", () => {
    expect(reactToError({ code: 3, message: "Check the form." })).toMatchObject({
      showFieldErrors: true,
      toast: { kind: "error", message: "Check the form.", delayMs: 200 },
    });
    expect(reactToError({ code: 1 }).toast?.message).toBe("A record with this name already exists.");
  });

  it("goes back with an error toast on NotFound", () => {
    expect(reactToError({ errorType: "NotFound", httpStatus: 404 })).toMatchObject({
      navigateBack: true,
      toast: { message: "The record was not found." },
    });
  });

  it("goes to change the password on PasswordChangeRequested", () => {
    expect(reactToError({ code: 9 })).toMatchObject({
      redirect: "/profile",
      prompt: "changePassword",
      toast: null,
    });
  });

  it("prompts for the code on MFARequired and keeps the token despite the 401", () => {
    expect(reactToError({ code: 11, httpStatus: 401 })).toMatchObject({
      prompt: "mfaCode",
      removeToken: false,
      clearAuth: false,
    });
  });

  it("clears authentication with a message on SessionMisMatch", () => {
    expect(reactToError({ code: 5, httpStatus: 401 })).toMatchObject({
      clearAuth: true,
      removeToken: true,
      redirect: "/login",
      toast: { message: "Your session is no longer valid. Please sign in again." },
    });
  });

  it("sends an invalid profile to the profile switcher", () => {
    expect(reactToError({ code: 10 })).toMatchObject({
      redirect: "/profile/switch-profile",
      toast: { kind: "warning" },
    });
  });

  it("shows the server's message for the other codes", () => {
    expect(reactToError({ code: 4, message: "Vendor differs." }).toast?.message).toBe("Vendor differs.");
    expect(reactToError({ code: 7 }).toast?.message).toBe(
      "This record is in use and cannot be changed or deleted.",
    );
  });

  it("treats an unknown code or a bare failure as Unknown", () => {
    expect(reactToError({ code: 99 }).toast?.message).toBe("Something went wrong. Please try again.");
    expect(reactToError({}).toast?.message).toBe("Something went wrong. Please try again.");
    expect(reactToError({ context: "request", code: 0, httpStatus: 500 }).toast?.kind).toBe("error");
  });
});
