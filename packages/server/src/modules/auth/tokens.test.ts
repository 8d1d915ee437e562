import { describe, expect, it } from "vitest";
import { AccessTokens } from "./tokens.js";

const SECRET = "a-test-secret-of-at-least-thirty-two-chars";
const claims = { userId: 7, sessionId: "session-7", profileId: 3 };
const at = (iso: string) => new Date(iso);

describe("access tokens", () => {
  it("answers a token's claims until the second it expires, verified or remembered", async () => {
    const tokens = new AccessTokens(SECRET, 60);
    const { token, expiresAt } = await tokens.issue(claims, at("2026-11-27T10:00:00Z"));
    expect(expiresAt).toEqual(at("2026-11-27T10:01:00Z"));
    expect(await tokens.verify(token, at("2026-11-27T10:00:10Z"))).toEqual(claims);
    // The second answer is the remembered one; the expiry still holds to the second.
    expect(await tokens.verify(token, at("2026-11-27T10:00:59.999Z"))).toEqual(claims);
    expect(await tokens.verify(token, at("2026-11-27T10:01:00Z"))).toBeNull();
    expect(await tokens.verify(token, at("2026-11-27T10:00:30Z"))).toEqual(claims);
  });

  it("refuses an expired token the first time it is seen, as a remembered one", async () => {
    const tokens = new AccessTokens(SECRET, 60);
    const { token } = await tokens.issue(claims, at("2026-11-27T10:00:00Z"));
    expect(await tokens.verify(token, at("2026-11-27T10:05:00Z"))).toBeNull();
  });

  it("refuses a forged or foreign token every time, even after a genuine one was remembered", async () => {
    const tokens = new AccessTokens(SECRET, 60);
    const now = at("2026-11-27T10:00:00Z");
    const { token } = await tokens.issue(claims, now);
    expect(await tokens.verify(token, now)).toEqual(claims);
    const [header = "", payload = "", signature = ""] = token.split(".");
    const claimsOf = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>;
    const otherPayload = Buffer.from(JSON.stringify({ ...claimsOf, sub: "1" })).toString("base64url");
    const forged = `${header}.${otherPayload}.${signature}`;
    expect(await tokens.verify(forged, now)).toBeNull();
    expect(await tokens.verify(forged, now)).toBeNull();
    const foreign = await new AccessTokens("another-secret-of-at-least-thirty-two-chars", 60).issue(
      claims,
      now,
    );
    expect(await tokens.verify(foreign.token, now)).toBeNull();
    expect(await tokens.verify("not.a.token", now)).toBeNull();
  });

  it("keeps at most its capacity, and verifies a token it let go again", async () => {
    const tokens = new AccessTokens(SECRET, 60, 2);
    const now = at("2026-11-27T10:00:00Z");
    const issued = await Promise.all(
      [1, 2, 3].map((userId) => tokens.issue({ ...claims, userId, sessionId: `s${userId}` }, now)),
    );
    for (const { token } of issued) expect(await tokens.verify(token, now)).not.toBeNull();
    const [first] = issued;
    expect(first && (await tokens.verify(first.token, now))?.userId).toBe(1);
  });
});
