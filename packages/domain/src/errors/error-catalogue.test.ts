import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "./app-error.js";
import { ErrorCodes, errorCatalogue, errorTypeOf, findErrorEntry, httpStatusOf } from "./error-catalogue.js";
import { fieldErrorsFromZod } from "./zod-issues.js";

describe("the error catalogue (spec 000 section 8)", () => {
  it("has the twelve codes in order with their names", () => {
    expect(errorCatalogue.map((entry) => `${entry.code} ${entry.type}`)).toEqual([
      "0 Unknown",
      "1 DuplicateName",
      "2 NotFound",
      "3 InvalidData",
      "4 PayrollVendorMismatch",
      "5 SessionMisMatch",
      "6 Unauthorized",
      "7 DependencyError",
      "8 ForceLogout",
      "9 PasswordChangeRequested",
      "10 InvalidUserProfile",
      "11 MFARequired",
    ]);
  });

  it("maps each code to one HTTP status", () => {
    expect(httpStatusOf(ErrorCodes.NotFound)).toBe(404);
    expect(httpStatusOf(ErrorCodes.InvalidData)).toBe(400);
    expect(httpStatusOf(ErrorCodes.Unauthorized)).toBe(403);
    expect(httpStatusOf(ErrorCodes.ForceLogout)).toBe(401);
    expect(errorTypeOf(ErrorCodes.MFARequired)).toBe("MFARequired");
    expect(findErrorEntry(42)).toBeUndefined();
  });
});

describe("AppError", () => {
  it("carries its code, type, status and body", () => {
    const error = AppError.invalidData("Bad input.", [{ field: "title", message: "Enter the title." }]);
    expect(error).toMatchObject({ code: 3, type: "InvalidData", httpStatus: 400 });
    expect(error.toBody()).toEqual({
      errorCode: 3,
      errorType: "InvalidData",
      message: "Bad input.",
      errors: [{ field: "title", message: "Enter the title." }],
    });
  });

  it("leaves out an empty field list and has readable defaults", () => {
    expect(AppError.notFound("No such asset.").toBody()).toEqual({
      errorCode: 2,
      errorType: "NotFound",
      message: "No such asset.",
    });
    expect(AppError.unauthorized().message).toBe("Permission denied.");
    expect(AppError.invalidData("x", []).toBody().errors).toBeUndefined();
  });
});

describe("fieldErrorsFromZod", () => {
  it("names each field by its dotted path, with an optional prefix", () => {
    const schema = z.object({ title: z.string(), cast: z.array(z.object({ name: z.string() })) });
    const result = schema.safeParse({ title: 1, cast: [{ name: 2 }] });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsFromZod(result.error).map((error) => error.field)).toEqual(["title", "cast.0.name"]);
    expect(fieldErrorsFromZod(result.error, "query")[0]?.field).toBe("query.title");
  });

  it("names the whole body when the value itself is wrong", () => {
    const result = z.object({}).safeParse("text");
    if (result.success) throw new Error("expected a failure");
    expect(fieldErrorsFromZod(result.error)[0]?.field).toBe("(body)");
  });
});
