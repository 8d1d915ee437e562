import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { logSafeError, logSafeUrl } from "./log-serializers.js";

describe("what the log keeps of a request and an error", () => {
  it("hides the calendar feed's secret and credential query values", () => {
    expect(logSafeUrl("/api/v1/Calendar/abcdefSECRET123.ics")).toBe("/api/v1/Calendar/[hidden]");
    expect(logSafeUrl("/api/v1/Calendar/abc?x=1")).toBe("/api/v1/Calendar/[hidden]?x=1");
    expect(logSafeUrl("/api/v1/User/Reset?token=s3cret&keep=1")).toBe(
      "/api/v1/User/Reset?token=[hidden]&keep=1",
    );
    expect(logSafeUrl("/api/v1/Company/GetBy")).toBe("/api/v1/Company/GetBy");
  });

  it("keeps a failed query's SQL and the database's code, never its parameters or detail", () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_key"'),
      {
        code: "23505",
        constraint: "users_email_key",
        detail: "Key (email)=(jane@example.com) already exists.",
      },
    );
    const error = new DrizzleQueryError(
      "insert into users (user_name, password_hash, email) values ($1, $2, $3)",
      ["jane", "$argon2id$v=19$m=19456$HASH", "jane@example.com"],
      cause,
    );
    const logged = JSON.stringify(logSafeError(error));
    expect(logged).toContain("insert into users");
    expect(logged).toContain("23505");
    expect(logged).toContain("users_email_key");
    expect(logged).not.toContain("argon2id");
    expect(logged).not.toContain("jane@example.com");
    expect(logged).not.toContain("params");
  });
});
