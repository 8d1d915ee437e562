import { describe, expect, it } from "vitest";
import { contractStatuses } from "./contract-statuses.js";
import {
  decideDocumentStatusChange,
  decidePayrollStatusChange,
  nextDocumentStatuses,
} from "./contract-status-machine.js";

const ready = { complete: true, expired: false };

describe("contract document statuses", () => {
  it("goes Draft → Due Review → Due Signing → Active → Expired → Active by renewal", () => {
    expect(decideDocumentStatusChange("Draft", "Due Review", ready)).toMatchObject({
      status: "allowed",
      event: "SUBMIT_FOR_REVIEW",
    });
    expect(decideDocumentStatusChange("Due Review", "Due Signing", ready)).toMatchObject({
      status: "allowed",
    });
    expect(decideDocumentStatusChange("Due Signing", "Active", ready)).toMatchObject({
      status: "allowed",
      event: "SIGN",
    });
    expect(decideDocumentStatusChange("Active", "Expired", { complete: true, expired: true })).toMatchObject({
      status: "allowed",
      event: "EXPIRE",
    });
    expect(decideDocumentStatusChange("Expired", "Active", ready)).toMatchObject({
      status: "allowed",
      event: "RENEW",
    });
  });

  it("refuses Voided → Active, naming why", () => {
    const change = decideDocumentStatusChange("Voided", "Active", ready);
    expect(change).toEqual({
      status: "refused",
      from: "Voided",
      to: "Active",
      message: "A Voided contract cannot become Active: it cannot change any more.",
    });
    expect(decideDocumentStatusChange("Cancelled", "Draft", ready).status).toBe("refused");
  });

  it("signs only a complete contract, expires only past the date, renews only to a later date", () => {
    expect(
      decideDocumentStatusChange("Due Signing", "Active", { complete: false, expired: false }),
    ).toMatchObject({
      status: "refused",
      message: "A contract becomes Active only when it is complete: fill in the missing parts first.",
    });
    expect(decideDocumentStatusChange("Active", "Expired", ready)).toMatchObject({
      status: "refused",
      message: "An Active contract becomes Expired only after its expiration date has passed.",
    });
    expect(decideDocumentStatusChange("Expired", "Active", { complete: true, expired: true })).toMatchObject({
      status: "refused",
      message:
        "An Expired contract becomes Active again only by a renewal: move its expiration date past today.",
    });
  });

  it("lists the next statuses and skips nothing a refusal names", () => {
    expect(nextDocumentStatuses("Draft", ready)).toEqual(["Due Review", "Due Signing", "Voided"]);
    expect(nextDocumentStatuses("Voided", ready)).toEqual([]);
    expect(decideDocumentStatusChange("Draft", "Expired", ready)).toMatchObject({
      status: "refused",
      message: "A Draft contract cannot become Expired: it can become Due Review or Due Signing or Voided.",
    });
    expect(decideDocumentStatusChange("Draft", "Draft", ready)).toMatchObject({
      status: "refused",
      message: "The contract is already Draft.",
    });
  });

  it("never revives a voided contract, whatever the target and facts", () => {
    for (const to of contractStatuses)
      for (const complete of [true, false])
        for (const expired of [true, false])
          expect(decideDocumentStatusChange("Voided", to, { complete, expired }).status).toBe("refused");
  });
});

describe("contract payroll statuses", () => {
  it("sends a complete contract to payroll, approves, completes and revises", () => {
    expect(decidePayrollStatusChange("CREATED", "SUBMITTED TO PAYROLL", ready).status).toBe("allowed");
    expect(decidePayrollStatusChange("SUBMITTED TO PAYROLL", "APPROVED", ready).status).toBe("allowed");
    expect(decidePayrollStatusChange("APPROVED", "COMPLETED", ready).status).toBe("allowed");
    expect(decidePayrollStatusChange("COMPLETED", "REVISED", ready).status).toBe("allowed");
    expect(decidePayrollStatusChange("REVISED", "SUBMITTED TO PAYROLL", ready).status).toBe("allowed");
    expect(decidePayrollStatusChange("SUBMITTED TO PAYROLL", "INCOMPLETE", ready).status).toBe("allowed");
  });

  it("keeps an incomplete contract from payroll and refuses skipping approval", () => {
    expect(
      decidePayrollStatusChange("INCOMPLETE", "SUBMITTED TO PAYROLL", { complete: false, expired: false }),
    ).toMatchObject({
      status: "refused",
      message:
        "A contract becomes SUBMITTED TO PAYROLL only when it is complete: fill in the missing parts first.",
    });
    expect(decidePayrollStatusChange("CREATED", "COMPLETED", ready)).toMatchObject({
      status: "refused",
      message:
        "A CREATED contract cannot become COMPLETED: it can become INCOMPLETE or SUBMITTED TO PAYROLL.",
    });
  });
});
