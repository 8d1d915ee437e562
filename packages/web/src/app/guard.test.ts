import { describe, expect, it } from "vitest";
import type { UserPermission } from "@rightsdesk/domain";
import { decideGuard, decideRouteAccess, type AccessInput } from "./guard";

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

function permissionFor(
  modules: string[],
  termAcceptedOn: string | null = "2030-01-01T09:00:00.000Z",
): UserPermission {
  return {
    id: 7,
    userName: "ada",
    termAcceptedOn,
    selectedUserProfile: {
      id: 4,
      tenantId: 1,
      elevatedRole: null,
      userType: { name: "PLATFORM USER" },
      grantedRole: {
        id: 2,
        name: "Coordinator",
        moduleAccesses: modules.map((name) => ({
          name,
          accessPermission: { canRead: true, canWrite: false, canDelete: false },
          itemAccesses: [],
        })),
      },
    },
  };
}

const settled = { passwordChangeRequired: false, userProfiles: [], userProfileId: 4 };
const access = (path: string, overrides: Partial<AccessInput> = {}) =>
  decideRouteAccess({
    path,
    requested: path,
    stored: settled,
    permission: permissionFor(["Asset"]),
    ...overrides,
  });

describe("decideRouteAccess", () => {
  it("opens a module route to a user who may read the module", () => {
    expect(access("/asset/3/crew")).toEqual({ kind: "allow" });
  });

  it("sends a user without read access to the dashboard with the spec's warning", () => {
    expect(access("/admin/user-management")).toEqual({
      kind: "redirect",
      to: "/dashboard",
      warning: { tone: "warning", message: "You do not have permission to access this route." },
    });
  });

  it("always opens the dashboard, the profile and a path no route declares (the not-found page)", () => {
    expect(access("/dashboard")).toEqual({ kind: "allow" });
    expect(access("/profile")).toEqual({ kind: "allow" });
    expect(access("/no-such-page")).toEqual({ kind: "allow" });
  });

  it("keeps every route but /profile closed until an administrator-set password is changed", () => {
    const stored = { ...settled, passwordChangeRequired: true };
    expect(access("/dashboard", { stored })).toEqual({ kind: "redirect", to: "/profile?section=password" });
    expect(access("/terms-and-conditions", { stored })).toMatchObject({ kind: "redirect" });
    expect(access("/profile", { stored })).toEqual({ kind: "allow" });
  });

  it("asks a user with several profiles and none selected to choose one first", () => {
    const profile = {
      tenantId: 1,
      tenantName: "Rights Desk",
      roleName: "Coordinator",
      elevatedRoleName: null,
      userTypeName: "PLATFORM USER",
      isDefault: false,
      advertiserIds: [],
    };
    const stored = {
      ...settled,
      userProfileId: null,
      userProfiles: [
        { ...profile, id: 4 },
        { ...profile, id: 5 },
      ],
    };
    expect(access("/asset/3/crew", { stored, requested: "/asset/3/crew?tab=1" })).toEqual({
      kind: "redirect",
      to: "/profile/switch-profile?returnTo=%2Fasset%2F3%2Fcrew%3Ftab%3D1",
    });
    expect(access("/profile/switch-profile", { stored })).toEqual({ kind: "allow" });
  });

  it("sends a user who has not accepted the terms to them, and back afterwards", () => {
    const permission = permissionFor(["Asset"], null);
    expect(access("/asset/3/crew", { permission })).toEqual({
      kind: "redirect",
      to: "/terms-and-conditions?returnTo=%2Fasset%2F3%2Fcrew",
    });
    expect(access("/dashboard", { permission })).toEqual({ kind: "redirect", to: "/terms-and-conditions" });
    expect(access("/terms-and-conditions", { permission })).toEqual({ kind: "allow" });
  });

  it("lets the server decide when the permission record could not be loaded", () => {
    expect(access("/admin/user-management", { permission: undefined })).toEqual({ kind: "allow" });
  });
});
