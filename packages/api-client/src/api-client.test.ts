import { describe, expect, it } from "vitest";
import { createApiClient } from "./api-client.js";
import { ApiError } from "./api-error.js";

interface Seen {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

function fakeFetch(status: number, body: unknown, seen: Seen[] = []): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    seen.push({
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: request.body ? await request.json() : undefined,
    });
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  };
}

const permission = {
  id: 1,
  userName: "sysadmin",
  termAcceptedOn: null,
  selectedUserProfile: {
    id: 4,
    tenantId: 1,
    elevatedRole: { name: "admin system" },
    userType: { name: "PLATFORM USER" },
    grantedRole: { id: 1, name: "System Administrator", moduleAccesses: [] },
  },
};

describe("createApiClient", () => {
  it("sends every header of the request context", async () => {
    const seen: Seen[] = [];
    const api = createApiClient({
      baseUrl: "http://rights.test/",
      fetch: fakeFetch(200, permission, seen),
      getContext: () => ({
        token: "abc",
        userProfileId: 4,
        moduleName: "Asset",
        accessingEntityIds: [7, 9],
        visitorId: "visitor-1",
        sessionToken: "session-1",
        logGroupId: 12,
        statusChange: true,
      }),
    });
    const result = await api.getPermission();
    expect(result.userName).toBe("sysadmin");
    const request = seen[0];
    expect(request?.url).toBe("http://rights.test/api/v1/User/GetPermission");
    expect(request?.method).toBe("GET");
    expect(Object.fromEntries(request?.headers ?? [])).toMatchObject({
      authorization: "Bearer abc",
      "x-user-profile-id": "4",
      "x-module-name": "Asset",
      "x-accessing-entity-ids": "7,9",
      "x-visitor-id": "visitor-1",
      "x-session-token": "session-1",
      "x-log-group-id": "12",
      "x-status-change": "true",
    });
  });

  it("posts the body as JSON and leaves out headers it has no value for", async () => {
    const seen: Seen[] = [];
    const api = createApiClient({
      baseUrl: "http://rights.test",
      fetch: fakeFetch(200, { signedOut: true }, seen),
    });
    await api.logout();
    expect(seen[0]?.method).toBe("POST");
    expect(seen[0]?.body).toEqual({});
    expect(seen[0]?.headers.has("authorization")).toBe(false);
  });

  it("turns an error body into a typed error carrying the catalogue code", async () => {
    const api = createApiClient({
      baseUrl: "http://rights.test",
      fetch: fakeFetch(400, {
        errorCode: 3,
        errorType: "InvalidData",
        message: "Bad",
        errors: [{ field: "userName", message: "Enter your user name." }],
      }),
    });
    const error = await api
      .login({ body: { userName: "", password: "x" } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 3, type: "InvalidData", status: 400, message: "Bad" });
    expect((error as ApiError).errors).toEqual([{ field: "userName", message: "Enter your user name." }]);
  });

  it("reports a body without the error shape as Unknown with its status", async () => {
    const api = createApiClient({ baseUrl: "http://rights.test", fetch: fakeFetch(502, { oops: true }) });
    await expect(api.health()).rejects.toMatchObject({ code: 0, type: "Unknown", status: 502 });
  });

  it("reports an unreachable server as a network error", async () => {
    const api = createApiClient({
      baseUrl: "http://rights.test",
      fetch: async () => {
        throw new TypeError("fetch failed");
      },
    });
    const error = (await api.health().catch((caught: unknown) => caught)) as ApiError;
    expect(error.isNetworkError).toBe(true);
    expect(error.message).toContain("Could not reach");
  });

  it("refuses an answer that does not match the contract", async () => {
    const api = createApiClient({
      baseUrl: "http://rights.test",
      fetch: fakeFetch(200, { status: "weird" }),
    });
    await expect(api.health()).rejects.toMatchObject({
      code: 0,
      message: expect.stringContaining("does not match the contract"),
    });
  });

  it("counts each request in and out for a loading indicator", async () => {
    const deltas: number[] = [];
    const api = createApiClient({
      baseUrl: "http://rights.test",
      fetch: fakeFetch(500, {}),
      onActivity: (delta) => deltas.push(delta),
    });
    await api.health().catch(() => undefined);
    expect(deltas).toEqual([1, -1]);
  });
});
