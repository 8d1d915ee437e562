import { describe, expect, it } from "vitest";
import { ApiError } from "@rightsdesk/api-client";
import { ErrorCodes } from "@rightsdesk/domain";
import { CliError } from "../cli-io.js";
import { explainRateCardRefusal, placeInFile } from "./rate-card-refusal.js";

/** What the command would print for this failure, and its exit status. */
function explained(error: unknown): CliError {
  try {
    explainRateCardRefusal(error);
  } catch (thrown) {
    if (thrown instanceof CliError) return thrown;
    throw thrown;
  }
  throw new Error("expected a refusal");
}

describe("a refused rate card file", () => {
  it("names each problem by the file's line and column", () => {
    expect(placeInFile("rows.3.amountCents")).toBe("line 3, column amount");
    expect(placeInFile("rows.12.effectiveTo")).toBe("line 12, column effective_to");
    expect(placeInFile("rows.4")).toBe("line 4");
    expect(placeInFile("file")).toBe("file");
  });

  it("says nothing was added and ends with exit status 1", () => {
    const message = "Line 3: Enter the amount in dollars and cents, like 1250.50.";
    const error = explained(
      new ApiError({
        code: ErrorCodes.InvalidData,
        status: 400,
        message,
        errors: [{ field: "rows.3.amountCents", message }],
      }),
    );
    expect(error.exitCode).toBe(1);
    expect(error.message).toBe(
      "The file was refused; no figure was added.\n  line 3, column amount: Enter the amount in dollars and cents, like 1250.50.",
    );
  });

  it("leaves any other failure as it is", () => {
    const notFound = new ApiError({ code: ErrorCodes.NotFound, status: 404, message: "Not found." });
    expect(() => explainRateCardRefusal(notFound)).toThrow(notFound);
  });
});
