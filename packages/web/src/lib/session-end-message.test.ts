import { describe, expect, it } from "vitest";
import { sessionEndMessage } from "./session-end-message";

describe("sessionEndMessage", () => {
  it("shows the server's reason for a forced sign-out, or 'Permission denied.'", () => {
    expect(sessionEndMessage({ reason: "forced", message: "Your account was blocked." })).toEqual({
      type: "warning",
      message: "Your account was blocked.",
    });
    expect(sessionEndMessage({ reason: "forced", message: null }).message).toBe("Permission denied.");
  });

  it("explains an idle sign-out and an expired session", () => {
    expect(sessionEndMessage({ reason: "inactive", message: null }).message).toMatch(/inactivity/);
    expect(sessionEndMessage({ reason: "expired", message: null }).message).toMatch(/expired/);
  });
});
