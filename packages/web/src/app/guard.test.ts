import { describe, expect, it } from "vitest";
import { decideGuard } from "./guard";

const now = new Date("2030-01-01T10:00:00.000Z");
const live = { token: "t", tokenExpiryDate: "2030-01-01T10:15:00.000Z" };

describe("decideGuard", () => {
  it("lets a live session through", () => {
    expect(decideGuard(live, now, "/dashboard")).toEqual({ kind: "allow" });
  });

  it("sends a visitor without a token to sign in, remembering the page asked for", () => {
    expect(decideGuard({ token: null, tokenExpiryDate: null }, now, "/dashboard")).toEqual({
      kind: "redirect",
      to: "/login?returnTo=%2Fdashboard",
    });
  });

  it("sends an expired session to sign in even though a token is still stored", () => {
    const expired = { token: "t", tokenExpiryDate: "2030-01-01T09:59:59.000Z" };
    expect(decideGuard(expired, now, "/companies/all?page=2")).toEqual({
      kind: "redirect",
      to: "/login?returnTo=%2Fcompanies%2Fall%3Fpage%3D2",
    });
  });

  it("does not ask to come back to the home route", () => {
    expect(decideGuard({ token: null, tokenExpiryDate: null }, now, "/")).toEqual({
      kind: "redirect",
      to: "/login",
    });
  });
});
