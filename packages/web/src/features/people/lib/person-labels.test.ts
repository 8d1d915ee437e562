import { describe, expect, it } from "vitest";
import { formatPersonKinds, personLogFormatter } from "./person-labels";

describe("personLogFormatter", () => {
  it("names a person's section fields and profile in the form's words", () => {
    const entry = { action: "person.bank.create", entityType: "person" };
    expect(personLogFormatter.describeLogAction(entry)).toBe("Added bank account");
    expect(
      personLogFormatter.formatChange({ field: "Bank.bankName", from: null, to: "First Bank" }, entry),
    ).toBe("Bank name: First Bank");
    expect(
      personLogFormatter.formatChange(
        { field: "Bank.accountNumber", from: "[hidden]", to: "[hidden]" },
        entry,
      ),
    ).toBe("Account number: set (value hidden)");
    const profile = { action: "person.update", entityType: "person" };
    expect(personLogFormatter.describeLogAction(profile)).toBe("Changed profile");
    expect(personLogFormatter.formatChange({ field: "lastName", from: "Ray", to: "Rivera" }, profile)).toBe(
      "Last name: Ray → Rivera",
    );
    expect(personLogFormatter.describeLogAction({ action: "person.archive", entityType: "person" })).toBe(
      "Archived person",
    );
  });

  it("says which sensitive value was revealed, never a value", () => {
    const entry = { action: "person.reveal", entityType: "person" };
    expect(personLogFormatter.describeLogAction(entry)).toBe("Revealed a sensitive value");
    expect(personLogFormatter.formatChange({ field: "revealed", from: null, to: "TaxId.taxId" }, entry)).toBe(
      "SSN or TIN (Taxpayer id) shown in full",
    );
  });
});

describe("formatPersonKinds", () => {
  it("orders kinds as the catalogue does", () => {
    expect(formatPersonKinds(["TALENT", "CREW"])).toBe("Crew · Talent");
  });
});
