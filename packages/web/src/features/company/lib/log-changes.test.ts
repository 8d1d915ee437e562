import type { AuditEntry } from "@rightsdesk/domain";
import { describe, expect, it } from "vitest";
import {
  describeLogAction,
  formatChange,
  formatChangeValue,
  formatLogTime,
  isMeaningfulChange,
  labelOfField,
} from "./log-changes";

const profile = { action: "company.update", entityType: "company" };

describe("formatChangeValue", () => {
  it("writes every kind of value readably", () => {
    expect(formatChangeValue(null)).toBe("empty");
    expect(formatChangeValue("")).toBe("empty");
    expect(formatChangeValue("0001-01-01")).toBe("empty");
    expect(formatChangeValue("2025-03-31")).toBe("03/31/2025");
    expect(formatChangeValue(true)).toBe("yes");
    expect(formatChangeValue(3)).toBe("3");
    expect(formatChangeValue(["A", "B"])).toBe("A, B");
    expect(formatChangeValue([])).toBe("empty");
    expect(formatChangeValue({ a: 1 })).toBe('{"a":1}');
    expect(formatChangeValue("2025-01-06T15:42:00.000Z")).toBe(formatLogTime("2025-01-06T15:42:00.000Z"));
    expect(formatChangeValue("2025-01-06T15:42:00.000Z")).toMatch(/^01\/0[67]\/2025, \d{1,2}:42 [AP]M$/);
  });
});

describe("formatChange", () => {
  it("names profile fields as the form does", () => {
    expect(formatChange({ field: "companyNames.0", from: "Acme", to: "Acme Ltd" }, profile)).toBe(
      "Legal name: Acme → Acme Ltd",
    );
    expect(formatChange({ field: "companyType.subType", from: null, to: "VOICE" }, profile)).toBe(
      "Sub type: empty → VOICE",
    );
  });

  it("names a section's fields by the section's labels", () => {
    const entry = { action: "company.address.update", entityType: "company" };
    expect(formatChange({ field: "line1", from: "1 A St", to: "2 B St" }, entry)).toBe(
      "Street address: 1 A St → 2 B St",
    );
    expect(formatChange({ field: "Staff.firstName", from: "Ann", to: "Anne" }, entry)).toBe(
      "First name: Ann → Anne",
    );
    expect(
      formatChange(
        { field: "Advertiser.advertiserId", from: 4, to: 9 },
        { action: "x.update", entityType: "company" },
      ),
    ).toBe("Advertiser: company #4 → company #9");
    expect(labelOfField("data.postalCode", { action: "update", entityType: "company.Address" })).toBe(
      "Postal code",
    );
  });

  it("makes an unknown field readable and keeps hidden values hidden", () => {
    expect(formatChange({ field: "someNewField", from: 1, to: 2 }, profile)).toBe("Some new field: 1 → 2");
    expect(formatChange({ field: "Bank.accountNumber", from: "[hidden]", to: "[hidden]" }, profile)).toBe(
      "Account number: changed (value hidden)",
    );
    expect(
      formatChange(
        { field: "BusinessTaxInfo.taxId", from: "[hidden]", to: "[hidden]" },
        { action: "company.businesstaxinfo.create", entityType: "company" },
      ),
    ).toBe("Tax id (EIN or SSN): set (value hidden)");
  });
});

describe("changes on a new record", () => {
  const created = { action: "company.staff.create", entityType: "company" };

  it("read as the value set, and blank fields are left out", () => {
    expect(formatChange({ field: "Staff.lastName", from: null, to: "Okafor" }, created)).toBe(
      "Last name: Okafor",
    );
    expect(isMeaningfulChange({ field: "Staff.title", from: null, to: "" })).toBe(false);
    expect(isMeaningfulChange({ field: "Staff.title", from: "Lead", to: "" })).toBe(true);
  });
});

describe("describeLogAction", () => {
  it("says what happened in words", () => {
    expect(describeLogAction(profile)).toBe("Changed profile");
    expect(describeLogAction({ action: "company.create", entityType: "company" })).toBe("Created company");
    expect(describeLogAction({ action: "company.archive", entityType: "company" })).toBe("Archived company");
    expect(describeLogAction({ action: "company.Staff.add", entityType: "company" })).toBe(
      "Added staff member",
    );
    expect(describeLogAction({ action: "document.delete", entityType: "company" })).toBe("Deleted document");
    expect(describeLogAction({ action: "company.document.add", entityType: "company" })).toBe(
      "Added document",
    );
    expect(
      describeLogAction({ action: "something-odd", entityType: "company" } as Pick<
        AuditEntry,
        "action" | "entityType"
      >),
    ).toBe("Something odd");
  });
});

describe("formatLogTime", () => {
  it("shows an instant in the viewer's time zone", () => {
    expect(formatLogTime("2025-01-06T15:42:00Z", "America/New_York")).toBe("01/06/2025, 10:42 AM");
    expect(formatLogTime("2025-01-06T15:42:00Z", "Europe/Paris")).toBe("01/06/2025, 4:42 PM");
  });
});
