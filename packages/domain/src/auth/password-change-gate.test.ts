import { describe, expect, it } from "vitest";
import { contract } from "../api/api-contract.js";
import { endpointsOpenBeforePasswordChange, isOpenBeforePasswordChange } from "./password-change-gate.js";

describe("endpoints open before a required password change", () => {
  it("are session endpoints of the contract", () => {
    for (const name of endpointsOpenBeforePasswordChange) {
      expect(contract[name].access.kind, name).toBe("session");
    }
  });

  it("let the user change the password and sign out, and nothing that touches records", () => {
    expect(isOpenBeforePasswordChange("changePassword")).toBe(true);
    expect(isOpenBeforePasswordChange("logout")).toBe(true);
    expect(isOpenBeforePasswordChange("getPermission")).toBe(true);
    expect(isOpenBeforePasswordChange("mutateSelf")).toBe(false);
    expect(isOpenBeforePasswordChange("setupMfa")).toBe(false);
    expect(isOpenBeforePasswordChange("canAccessDashboard")).toBe(false);
  });
});
