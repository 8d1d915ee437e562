import { describe, expect, it } from "vitest";
import {
  LoginResponseSchema,
  RefreshTokenResponseSchema,
  UserPermissionSchema,
  moduleNames,
} from "@rightsdesk/domain";
import { expectErrorResponse, type AppResponse } from "../../testing/admin-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { useTestApp } from "../../testing/use-test-app.js";
import { TEST_ADMIN_PASSWORD, testDatabaseKind } from "../../testing/test-database.js";
import { REFRESH_REUSE_GRACE_MS } from "./auth-service.js";

let t: TestApp;
useTestApp(
  () => createTestApp(),
  (app) => (t = app),
);

const expectError = (response: AppResponse, status: number, errorType: string) =>
  expectErrorResponse(response, status, { errorType });

/** A sign-in request with the given body. */
const postLogin = (body: unknown) => t.call({ method: "POST", path: "/User/Login", body });

describe(`sign-in on ${testDatabaseKind()}`, () => {
  it("answers userAuthInfo and userInfo for the root user", async () => {
    const response = await postLogin({ userName: "sysadmin", password: TEST_ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = LoginResponseSchema.parse(response.json());
    expect(body.userInfo).toMatchObject({
      userName: "sysadmin",
      firstName: "System",
      lastName: "Administrator",
      isProviderClient: true,
    });
    expect(body.userAuthInfo.userProfiles).toHaveLength(1);
    expect(body.userAuthInfo.userProfiles[0]).toMatchObject({
      elevatedRoleName: "admin system",
      userTypeName: "PLATFORM USER",
    });
    expect(Date.parse(body.userAuthInfo.tokenExpiryDate)).toBeGreaterThan(Date.now());
    expect(Date.parse(body.userAuthInfo.refreshTokenExpiryDate)).toBeGreaterThan(
      Date.parse(body.userAuthInfo.tokenExpiryDate),
    );
  });

  it("matches the user name without regard to case", async () => {
    const response = await postLogin({ userName: "SysAdmin", password: TEST_ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it("gives the same message for a wrong password and an unknown user", async () => {
    const wrongPassword = await postLogin({ userName: "sysadmin", password: "nope" });
    const unknownUser = await postLogin({ userName: "nobody", password: "nope" });
    const a = expectError(wrongPassword, 403, "Unauthorized");
    const b = expectError(unknownUser, 403, "Unauthorized");
    expect(a.message).toBe(b.message);
    expect(a.message).not.toMatch(/password is wrong|user .* not found|unknown user/i);
  });

  it("names each bad field of a malformed body", async () => {
    const response = await postLogin({ userName: "", password: 42 });
    const body = expectError(response, 400, "InvalidData");
    expect(body.errorCode).toBe(3);
    expect(body.errors?.map((error) => error.field).sort()).toEqual(["password", "userName"]);
  });

  it("refuses a body that is not JSON with InvalidData", async () => {
    const response = await t.call({
      method: "POST",
      path: "/User/Login",
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expectError(response, 400, "InvalidData");
  });
});

describe("permission record", () => {
  it("answers the record of the selected profile", async () => {
    const { token } = await t.signIn();
    const response = await t.call({ method: "GET", path: "/User/GetPermission", token });
    expect(response.statusCode).toBe(200);
    const permission = UserPermissionSchema.parse(response.json());
    expect(permission.userName).toBe("sysadmin");
    expect(permission.termAcceptedOn).toBeNull();
    expect(permission.selectedUserProfile.elevatedRole?.name).toBe("admin system");
    expect(permission.selectedUserProfile.userType.name).toBe("PLATFORM USER");
    const modules = permission.selectedUserProfile.grantedRole.moduleAccesses;
    expect(modules.map((entry) => entry.name).sort()).toEqual([...moduleNames].sort());
    expect(modules.every((entry) => entry.accessPermission.canRead && entry.accessPermission.canWrite)).toBe(
      true,
    );
  });

  it("answers 401 with the error body without a token or with a bad one", async () => {
    expectError(await t.call({ method: "GET", path: "/User/GetPermission" }), 401, "ForceLogout");
    expectError(
      await t.call({ method: "GET", path: "/User/GetPermission", token: "not-a-token" }),
      401,
      "ForceLogout",
    );
    const { token } = await t.signIn();
    const tampered = `${token.slice(0, -2)}${token.endsWith("A") ? "B" : "A"}A`;
    expectError(
      await t.call({ method: "GET", path: "/User/GetPermission", token: tampered }),
      401,
      "ForceLogout",
    );
  });

  it("refuses an access token once it has expired", async () => {
    const { token } = await t.signIn();
    t.setNow(new Date(Date.now() + (t.config.accessTokenTtlSeconds + 5) * 1000));
    expectError(await t.call({ method: "GET", path: "/User/GetPermission", token }), 401, "ForceLogout");
  });

  it("refuses a profile id that is not the user's with InvalidUserProfile", async () => {
    const { token } = await t.signIn();
    const response = await t.call({
      method: "GET",
      path: "/User/GetPermission",
      token,
      headers: { "x-user-profile-id": "999" },
    });
    expect(expectError(response, 403, "InvalidUserProfile").errorCode).toBe(10);
  });
});

describe("refresh tokens", () => {
  it("rotates: the new pair works and the old refresh token is refused", async () => {
    const { refreshToken } = await t.signIn();
    const first = await t.call({ method: "POST", path: "/User/RefreshToken", body: { refreshToken } });
    expect(first.statusCode).toBe(200);
    const pair = RefreshTokenResponseSchema.parse(first.json());
    expect(pair.refreshToken).not.toBe(refreshToken);
    expect((await t.call({ method: "GET", path: "/User/GetPermission", token: pair.token })).statusCode).toBe(
      200,
    );

    const reused = await t.call({ method: "POST", path: "/User/RefreshToken", body: { refreshToken } });
    expectError(reused, 401, "ForceLogout");
  });

  it("two requests rotating one refresh token at once: exactly one wins, the other is told why", async () => {
    const { refreshToken } = await t.signIn();
    const answers = await Promise.all(
      [1, 2].map(() => t.call({ method: "POST", path: "/User/RefreshToken", body: { refreshToken } })),
    );
    const won = answers.filter((answer) => answer.statusCode === 200);
    expect(won).toHaveLength(1);
    const lost = answers.find((answer) => answer.statusCode !== 200);
    expect(lost && expectError(lost, 401, "ForceLogout").message).toMatch(/used a moment ago/);
    // The winner's session carries on: its access token opens, its refresh token rotates.
    const pair = RefreshTokenResponseSchema.parse(won[0]?.json());
    expect((await t.call({ method: "GET", path: "/User/GetPermission", token: pair.token })).statusCode).toBe(
      200,
    );
    const next = await t.call({
      method: "POST",
      path: "/User/RefreshToken",
      body: { refreshToken: pair.refreshToken },
    });
    expect(next.statusCode).toBe(200);
  });

  it("ends the whole session when a used refresh token comes back later", async () => {
    const { refreshToken } = await t.signIn();
    const pair = RefreshTokenResponseSchema.parse(
      (await t.call({ method: "POST", path: "/User/RefreshToken", body: { refreshToken } })).json(),
    );
    // Past the grace a twin request has, a spent token coming back looks stolen.
    const later = new Date(Date.now() + REFRESH_REUSE_GRACE_MS + 1_000);
    t.setNow(later);
    try {
      await t.call({ method: "POST", path: "/User/RefreshToken", body: { refreshToken } });
      expectError(
        await t.call({ method: "GET", path: "/User/GetPermission", token: pair.token }),
        401,
        "ForceLogout",
      );
      expectError(
        await t.call({
          method: "POST",
          path: "/User/RefreshToken",
          body: { refreshToken: pair.refreshToken },
        }),
        401,
        "ForceLogout",
      );
    } finally {
      t.setNow(new Date());
    }
  });

  it("refuses an unknown refresh token and a missing one", async () => {
    expectError(
      await t.call({ method: "POST", path: "/User/RefreshToken", body: { refreshToken: "made-up" } }),
      401,
      "ForceLogout",
    );
    const missing = expectError(
      await t.call({ method: "POST", path: "/User/RefreshToken", body: {} }),
      400,
      "InvalidData",
    );
    expect(missing.errors?.[0]?.field).toBe("refreshToken");
  });

  it("refuses a refresh token after its expiry", async () => {
    const { refreshToken } = await t.signIn();
    t.setNow(new Date(Date.now() + (t.config.refreshTokenTtlSeconds + 60) * 1000));
    expectError(
      await t.call({ method: "POST", path: "/User/RefreshToken", body: { refreshToken } }),
      401,
      "ForceLogout",
    );
  });
});

describe("sign-out", () => {
  it("revokes the session on the server: its access and refresh tokens stop working", async () => {
    const { token, refreshToken } = await t.signIn();
    const response = await t.call({ method: "POST", path: "/User/Logout", token, body: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ signedOut: true });
    expectError(await t.call({ method: "GET", path: "/User/GetPermission", token }), 401, "ForceLogout");
    expectError(
      await t.call({ method: "POST", path: "/User/RefreshToken", body: { refreshToken } }),
      401,
      "ForceLogout",
    );
  });

  it("leaves the user's other sessions alone", async () => {
    const first = await t.signIn();
    const second = await t.signIn();
    await t.call({ method: "POST", path: "/User/Logout", token: first.token, body: {} });
    expect(
      (await t.call({ method: "GET", path: "/User/GetPermission", token: second.token })).statusCode,
    ).toBe(200);
  });
});
