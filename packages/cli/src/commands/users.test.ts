import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "@rightsdesk/api-client";
import type { RunningServer } from "@rightsdesk/server";
import type { CliIo } from "../cli-io.js";
import { makeTestFolder, runCliIn, signInAsSysadmin, startTestServer } from "../testing-server.js";

const NEW_PASSWORD = "Welcome-Pass-42";
let server: RunningServer;
let configDir: string;

beforeAll(async () => {
  server = await startTestServer();
  configDir = await makeTestFolder("users");
  await signInAsSysadmin(server.url, configDir);
});
afterAll(async () => {
  await server.close();
});

const run = (args: string[], extra: Record<string, string> = {}, overrides: Partial<CliIo> = {}) =>
  runCliIn(configDir, args, extra, overrides);

const addArgs = (user: string, role = "System Administrator") => [
  "users",
  "add",
  "--user",
  user,
  "--first",
  "Jo",
  "--last",
  "Test",
  "--email",
  `${user}@example.com`,
  "--type",
  "AD AGENCY USER",
  "--role",
  role,
];

async function listed(...filters: string[]) {
  const result = await run([
    "users",
    "list",
    ...filters.flatMap((filter) => ["--filter", filter]),
    "--format",
    "json",
  ]);
  expect(result.status, result.err).toBe(0);
  return JSON.parse(result.out) as { totalRecords: number; records: { userName: string; status: string }[] };
}

describe("rightsdesk users and roles against a live server", () => {
  it("adds a user with the password from the environment; they must change it at first sign-in", async () => {
    const added = await run(addArgs("jordan"), { RIGHTSDESK_NEW_USER_PASSWORD: NEW_PASSWORD });
    expect(added.status, added.err).toBe(0);
    expect(added.out).toContain("Created jordan");
    expect(added.out).not.toContain(NEW_PASSWORD);
    const login = await createApiClient({ baseUrl: server.url }).login({
      body: { userName: "jordan", password: NEW_PASSWORD },
    });
    expect(login.userAuthInfo.passwordChangeRequired).toBe(true);
  });

  it("generates a password and prints it once", async () => {
    const added = await run([...addArgs("joanne"), "--generate-password"]);
    expect(added.status, added.err).toBe(0);
    const password = /shown once\): (\S+)/.exec(added.out)?.[1] ?? "";
    expect(password).toHaveLength(20);
    const login = await createApiClient({ baseUrl: server.url }).login({
      body: { userName: "joanne", password },
    });
    expect(login.userInfo.userName).toBe("joanne");
  });

  it("asks for the password twice in a terminal, and refuses bad input before calling", async () => {
    const answers = ["Typed-Pass-987", "Typed-Pass-987"];
    const prompted = await run(
      addArgs("josh"),
      {},
      { interactive: true, promptPassword: async () => answers.shift() ?? "" },
    );
    expect(prompted.status, prompted.err).toBe(0);

    expect((await run(addArgs("nopass"))).status).toBe(2);
    const mismatch = ["One-Pass-111", "Two-Pass-222"];
    const differ = await run(
      addArgs("differ"),
      {},
      { interactive: true, promptPassword: async () => mismatch.shift() ?? "" },
    );
    expect(differ).toMatchObject({ status: 2, err: "The two passwords differ.\n" });
    const badEmail = await run([...addArgs("bademail"), "--email", "not-an-address"], {
      RIGHTSDESK_NEW_USER_PASSWORD: NEW_PASSWORD,
    });
    expect(badEmail.status).toBe(2);
    expect(badEmail.err).toContain("email: Enter a valid e-mail address.");
    const badRole = await run(addArgs("norole", "Astronaut"), { RIGHTSDESK_NEW_USER_PASSWORD: NEW_PASSWORD });
    expect(badRole.status).toBe(1);
    expect(badRole.err).toContain("There is no role named Astronaut.");
    const taken = await run(addArgs("JORDAN"), { RIGHTSDESK_NEW_USER_PASSWORD: NEW_PASSWORD });
    expect(taken).toMatchObject({ status: 1 });
    expect(taken.err).toContain("The user name JORDAN is already taken.");
  });

  it("lists users with filters, sorting and paging, as a table, CSV or JSON", async () => {
    const table = await run([
      "users",
      "list",
      "--filter",
      "userName sw jo",
      "--sort",
      "userName",
      "--desc",
      "--page-size",
      "2",
    ]);
    expect(table.status, table.err).toBe(0);
    const lines = table.out.trim().split("\n");
    expect(lines[0]).toMatch(/^Id\s+User name/);
    expect(lines.slice(1, 3).map((line) => line.split(/\s+/)[1])).toEqual(["josh", "jordan"]);
    expect(lines[3]).toBe("Records 1–2 of 3, page 0 (pages 0–1).");

    const csv = await run([
      "users",
      "list",
      "--filter",
      "userName in jordan,joanne",
      "--format",
      "csv",
      "--page",
      "0",
    ]);
    expect(csv.status, csv.err).toBe(0);
    expect(csv.out.split("\r\n")[0]).toBe(
      "id,userName,firstName,lastName,email,userType,status,mfaEnabled,lastSignInAt,createdAt",
    );
    expect(csv.out).toMatch(
      /\n\d+,jordan,Jo,Test,jordan@example.com,AD AGENCY USER,ACTIVE,false,[^,]*,\d{4}-/,
    );

    expect((await listed("userType eq platform user")).records.map((user) => user.userName)).toEqual([
      "sysadmin",
    ]);
  });

  it("names a bad filter, sort or page before calling the server (exit status 2)", async () => {
    const unknown = await run(["users", "list", "--filter", "salary eq 1"]);
    expect(unknown.status).toBe(2);
    expect(unknown.err).toContain('filters.0.property: Unknown property "salary"');
    const malformed = await run(["users", "list", "--filter", "userName"]);
    expect(malformed).toMatchObject({ status: 2 });
    expect(malformed.err).toContain("PROPERTY OPERATOR VALUE");
    expect((await run(["users", "list", "--sort", "password"])).status).toBe(2);
    expect((await run(["users", "list", "--page-size", "many"])).status).toBe(2);
    expect((await run(["users", "list", "--format", "xml"])).status).toBe(1);
  });

  it("blocks a user, ending their session, and unblocks them", async () => {
    await run(addArgs("blockme"), { RIGHTSDESK_NEW_USER_PASSWORD: NEW_PASSWORD });
    const login = await createApiClient({ baseUrl: server.url }).login({
      body: { userName: "blockme", password: NEW_PASSWORD },
    });
    const blocked = await run(["users", "block", "BlockMe"]);
    expect(blocked, blocked.err).toMatchObject({ status: 0 });
    expect(blocked.out).toContain("Blocked blockme");
    expect((await listed("userName eq blockme")).records[0]?.status).toBe("BLOCKED");
    const theirs = createApiClient({
      baseUrl: server.url,
      getContext: () => ({ token: login.userAuthInfo.token }),
    });
    await expect(theirs.getPermission()).rejects.toMatchObject({ status: 401, type: "ForceLogout" });

    const unblocked = await run(["users", "unblock", "blockme"]);
    expect(unblocked.out).toContain("Unblocked blockme");
    expect((await listed("userName eq blockme")).records[0]?.status).toBe("ACTIVE");

    expect(await run(["users", "block", "nobody"])).toMatchObject({
      status: 1,
      err: "There is no user named nobody.\n",
    });
    const root = await run(["users", "block", "sysadmin"]);
    expect(root.status).toBe(1);
    expect(root.err).toContain("The root user cannot be blocked.");
  });

  it("lists roles as a table, CSV or JSON", async () => {
    const table = await run(["roles", "list"]);
    expect(table.status, table.err).toBe(0);
    expect(table.out).toMatch(/System Administrator\s+\d+\s+Admin rwd, Dashboard rwd/);
    const csv = await run(["roles", "list", "--format", "csv"]);
    expect(csv.out.split("\r\n")[0]).toBe("id,name,description,tenantId,userCount,modules");
    expect(csv.out).toContain('"Admin rwd, Dashboard rwd');
    const json = JSON.parse((await run(["roles", "list", "--format", "json"])).out) as { name: string }[];
    expect(json.map((role) => role.name)).toContain("System Administrator");
  });
});
