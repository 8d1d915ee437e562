import { ApiError } from "@rightsdesk/api-client";
import { ErrorCodes } from "@rightsdesk/domain";
import { describe, expect, it } from "vitest";
import { isStaleVersionError, serverFieldErrors } from "./server-field-errors";

const invalid = (errors: { field: string; message: string }[]) =>
  new ApiError({ code: ErrorCodes.InvalidData, status: 400, message: "Some values are not valid.", errors });

describe("serverFieldErrors", () => {
  it("keeps the errors of the form's own fields, with or without the body prefix", () => {
    const error = invalid([
      { field: "body.email", message: "Enter a valid e-mail address." },
      { field: "profiles.0.roleId", message: "Choose the role." },
      { field: "body.secret", message: "Not shown here." },
    ]);
    expect(serverFieldErrors(error, ["email", "profiles.0.roleId", "userName"])).toEqual([
      { field: "email", message: "Enter a valid e-mail address." },
      { field: "profiles.0.roleId", message: "Choose the role." },
    ]);
  });

  it("has nothing to say about errors that are not from the server", () => {
    expect(serverFieldErrors(new Error("boom"), ["email"])).toEqual([]);
  });
});

describe("isStaleVersionError", () => {
  it("recognises an update refused for an old version", () => {
    const stale = invalid([{ field: "version", message: "Someone else changed this user; reload it." }]);
    expect(isStaleVersionError(stale)).toBe(true);
  });

  it("does not mistake other refusals for it", () => {
    expect(isStaleVersionError(invalid([{ field: "email", message: "Bad" }]))).toBe(false);
    const duplicate = new ApiError({ code: ErrorCodes.DuplicateName, status: 409, message: "Taken" });
    expect(isStaleVersionError(duplicate)).toBe(false);
  });
});
