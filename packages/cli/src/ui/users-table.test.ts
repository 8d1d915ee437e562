import { describe, expect, it } from "vitest";
import type { UserSummary } from "@rightsdesk/domain";
import { drawRecordTable, recordTableLines } from "./testing-record-table.js";
import { usersTable } from "./users-table.js";

const jane: UserSummary = {
  id: 7,
  userName: "jdoe",
  firstName: "Jane",
  lastName: "Doe",
  email: "jane@example.com",
  userType: "AD AGENCY USER",
  status: "BLOCKED",
  mfaEnabled: true,
  lastSignInAt: "2025-04-01T09:30:00.000Z",
  createdAt: "2025-01-01T00:00:00.000Z",
};

describe("usersTable", () => {
  it("shows each user in aligned columns and where the page sits", () => {
    const sam: UserSummary = {
      ...jane,
      id: 12,
      userName: "sam",
      firstName: "Sam",
      lastName: "Lee",
      status: "ACTIVE",
      mfaEnabled: false,
      lastSignInAt: null,
    };
    const lines = recordTableLines(usersTable, [jane, sam], 27, { number: 1, size: 2 });
    expect(lines[0]).toMatch(/^Id\s+User name\s+Name\s+E-mail\s+Type\s+Status\s+MFA\s+Last sign-in$/);
    expect(lines[1]).toMatch(
      /^7\s+jdoe\s+Jane Doe\s+jane@example.com\s+AD AGENCY USER\s+BLOCKED\s+on\s+2025-04-01 09:30$/,
    );
    expect(lines[2]).toMatch(/^12\s+sam\s+Sam Lee\s+.*ACTIVE\s+off\s+never$/);
    expect(lines[0]?.indexOf("User name")).toBe(lines[1]?.indexOf("jdoe"));
    expect(lines[3]).toBe("Records 3–4 of 27, page 1 (pages 0–13).");
  });

  it("says so when nothing matches", () => {
    expect(drawRecordTable(usersTable, [], 0, { number: 0, size: 25 })).toBe("No users match.");
  });
});
