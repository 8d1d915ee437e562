import { describe, expect, it } from "vitest";
import type { PersonSummary } from "@rightsdesk/domain";
import { peopleTable } from "./people-table.js";
import { drawRecordTable, recordTableLines, storedOn } from "./testing-record-table.js";

const mia: PersonSummary = {
  id: 12,
  recordId: "PE0012",
  fullName: "Mia Jo Park",
  firstName: "Mia",
  lastName: "Park",
  employmentType: "CREW, TALENT",
  gender: "F",
  dateOfBirth: "2012-03-14",
  isMinor: true,
  email: "mia@example.com",
  phone: "818-555-0100",
  city: "Burbank",
  unions: "SAG AFTRA",
  status: "ACTIVE",
  ...storedOn,
};

describe("peopleTable", () => {
  it("shows record id, name, employment type, minor, contact, city and status, and the page", () => {
    const ana = {
      ...mia,
      id: 3,
      recordId: "PE0003",
      fullName: "Ana Ruiz",
      employmentType: "STAFF",
      isMinor: false,
      email: null,
      phone: null,
      city: null,
    };
    const lines = recordTableLines(peopleTable, [mia, ana], 27, { number: 0, size: 25 });
    expect(lines[0]).toMatch(
      /^Record id\s+Full name\s+Employment type\s+Minor\s+E-mail\s+Phone\s+City\s+Status$/,
    );
    expect(lines[1]).toMatch(
      /^PE0012\s+Mia Jo Park\s+CREW, TALENT\s+yes\s+mia@example.com\s+818-555-0100\s+Burbank\s+ACTIVE$/,
    );
    expect(lines[2]).toMatch(/^PE0003\s+Ana Ruiz\s+STAFF\s+ACTIVE$/);
    expect(lines[3]).toBe("Records 1–2 of 27, page 0 (pages 0–1).");
  });

  it("counts people on a full list, and says when none match", () => {
    expect(drawRecordTable(peopleTable, [mia], 1)).toContain("1 person.");
    expect(drawRecordTable(peopleTable, [], 0)).toBe("No people match.");
  });
});
