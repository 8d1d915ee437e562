import { describe, expect, it } from "vitest";
import {
  CompletenessFlagSchema,
  ContractLifecycleStatusSchema,
  ContractPublicationStatusSchema,
  ContractStatusSchema,
  contractStatusLabel,
} from "./contract-statuses.js";

describe("contract statuses", () => {
  it("holds both readings, the other pair and the completeness flags", () => {
    expect(ContractStatusSchema.options).toEqual([
      "Draft",
      "Active",
      "Expired",
      "Cancelled",
      "Due Review",
      "Due Signing",
      "Voided",
    ]);
    expect(ContractLifecycleStatusSchema.options).toEqual([
      "CREATED",
      "INCOMPLETE",
      "SUBMITTED TO PAYROLL",
      "APPROVED",
      "COMPLETED",
      "REVISED",
    ]);
    expect(ContractPublicationStatusSchema.options).toEqual(["COMPLETED", "LIVE"]);
    expect(CompletenessFlagSchema.options).toEqual(["INCOMPLETE", "COMPLETE"]);
  });

  it("shows Cancelled as Voided and every other status as itself", () => {
    expect(contractStatusLabel("Cancelled")).toBe("Voided");
    expect(contractStatusLabel("Due Review")).toBe("Due Review");
  });
});
