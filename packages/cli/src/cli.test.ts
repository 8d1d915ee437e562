import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Secret, TOTP } from "otpauth";
import { createApiClient } from "@rightsdesk/api-client";
import type { RunningServer } from "@rightsdesk/server";
import { runCli } from "./program.js";
import { captureIo } from "./testing-io.js";
import { PASSWORD, startTestServer } from "./testing-server.js";

let server: RunningServer;
let configDir: string;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  configDir = await fs.mkdtemp(path.join(os.tmpdir(), "rightsdesk-cli-"));
});

function env(extra: Record<string, string> = {}) {
  return { RIGHTSDESK_CONFIG_DIR: configDir, ...extra };
}

async function signIn() {
  const io = captureIo(env({ RIGHTSDESK_PASSWORD: PASSWORD }));
  expect(await runCli(["login", "--server", server.url, "--user", "sysadmin"], io)).toBe(0);
  return io;
}

describe("rightsdesk against a live server", () => {
  it("signs in, keeps the session readable only by the user, and says who is signed in", async () => {
    const io = await signIn();
    expect(io.out()).toContain("Signed in to");
    const stat = await fs.stat(path.join(configDir, "credentials.json"));
    expect(stat.mode & 0o777).toBe(0o600);

    const table = captureIo(env());
    expect(await runCli(["whoami"], table)).toBe(0);
    expect(table.out()).toContain("sysadmin (System Administrator");
    expect(table.out()).toContain("Elevated: admin system");
    expect(table.out()).toMatch(/Company\s+read, write, delete/);

    const json = captureIo(env());
    expect(await runCli(["whoami", "--format", "json"], json)).toBe(0);
    const parsed = JSON.parse(json.out()) as {
      permission: { userName: string; selectedUserProfile: { elevatedRole: { name: string } } };
    };
    expect(parsed.permission.userName).toBe("sysadmin");
    expect(parsed.permission.selectedUserProfile.elevatedRole.name).toBe("admin system");
  });

  it("signs out on the server, so the stored token no longer works", async () => {
    await signIn();
    const stored = JSON.parse(await fs.readFile(path.join(configDir, "credentials.json"), "utf8")) as {
      token: string;
    };
    const io = captureIo(env());
    expect(await runCli(["logout"], io)).toBe(0);
    await expect(fs.stat(path.join(configDir, "credentials.json"))).rejects.toThrow();
    const api = createApiClient({ baseUrl: server.url, getContext: () => ({ token: stored.token }) });
    await expect(api.getPermission()).rejects.toMatchObject({ status: 401, type: "ForceLogout" });

    const after = captureIo(env());
    expect(await runCli(["whoami"], after)).toBe(1);
    expect(after.err()).toContain("not signed in");
  });

  it("refreshes an expired access token and keeps the new pair", async () => {
    await signIn();
    const file = path.join(configDir, "credentials.json");
    const before = JSON.parse(await fs.readFile(file, "utf8")) as {
      refreshToken: string;
      tokenExpiryDate: string;
    };
    const later = captureIo(env(), { now: () => new Date(Date.parse(before.tokenExpiryDate) + 1000) });
    expect(await runCli(["whoami", "--format", "json"], later)).toBe(0);
    const after = JSON.parse(await fs.readFile(file, "utf8")) as { refreshToken: string };
    expect(after.refreshToken).not.toBe(before.refreshToken);
  });

  it("reports a wrong password with the server's message and exit status 1", async () => {
    const io = captureIo(env({ RIGHTSDESK_PASSWORD: "wrong-password" }));
    expect(await runCli(["login", "--server", server.url, "--user", "sysadmin"], io)).toBe(1);
    expect(io.err()).toContain("The user name or password is incorrect.");
  });

  it("asks for the password only when someone can answer", async () => {
    const io = captureIo(env());
    expect(await runCli(["login", "--server", server.url, "--user", "sysadmin"], io)).toBe(2);
    expect(io.err()).toContain("RIGHTSDESK_PASSWORD");

    const prompted = captureIo(env(), { interactive: true, promptPassword: async () => PASSWORD });
    expect(await runCli(["login", "--server", server.url, "--user", "sysadmin"], prompted)).toBe(0);
  });

  it("says plainly when the server cannot be reached", async () => {
    const io = captureIo(env({ RIGHTSDESK_PASSWORD: PASSWORD }));
    expect(await runCli(["login", "--server", "http://127.0.0.1:9", "--user", "sysadmin"], io)).toBe(1);
    expect(io.err()).toContain("Could not reach the Rights Desk server");
  });

  // Last: it turns on the authenticator for sysadmin, which every later sign-in would need.
  it("asks for the authenticator code, and says to pass --otp when nobody can answer", async () => {
    const signedIn = await createApiClient({ baseUrl: server.url }).login({
      body: { userName: "sysadmin", password: PASSWORD },
    });
    const api = createApiClient({
      baseUrl: server.url,
      getContext: () => ({ token: signedIn.userAuthInfo.token }),
    });
    const { secret } = await api.setupMfa();
    const code = () => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() });
    await api.enableMfa({ body: { code: code() } });

    const withoutCode = captureIo(env({ RIGHTSDESK_PASSWORD: PASSWORD }));
    expect(await runCli(["login", "--server", server.url, "--user", "sysadmin"], withoutCode)).toBe(2);
    expect(withoutCode.err()).toContain("--otp");

    // The enrolment code may not be used again: wait for the next 30-second step.
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 200));
    const prompted = captureIo(env({ RIGHTSDESK_PASSWORD: PASSWORD }), {
      interactive: true,
      promptPassword: async () => code(),
    });
    expect(await runCli(["login", "--server", server.url, "--user", "sysadmin"], prompted)).toBe(0);
    expect(prompted.out()).toContain("Signed in to");
  }, 60_000);
});
