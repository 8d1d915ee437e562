import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { configProblems } from "../testing/config-problems.js";
import { loadConfig } from "./env.js";

describe("loadConfig: accounts and mail", () => {
  it("has sensible defaults", () => {
    const config = loadConfig({ PORT: "4100", RIGHTSDESK_DATA_DIR: "/srv/rights" });
    expect(config.publicUrl).toBe("http://localhost:4100");
    expect(config.mail).toEqual({
      outboxDir: "/srv/rights/outbox",
      smtpUrl: undefined,
      from: "Rights Desk <no-reply@localhost>",
    });
    expect(config.signInLimits).toEqual({
      maxFailuresPerUser: 5,
      maxFailuresPerAddress: 30,
      windowSeconds: 900,
      lockSeconds: 900,
      maxLockSeconds: 86400,
    });
    expect(config.passwordReset).toEqual({ tokenTtlSeconds: 1800, maxMailsPerHour: 3 });
  });

  it("keeps the outbox of an in-memory database in the temporary folder, unless told", () => {
    expect(loadConfig({ RIGHTSDESK_DATA_DIR: "memory://" }).mail.outboxDir).toBe(
      path.join(os.tmpdir(), "rightsdesk-outbox"),
    );
    expect(
      loadConfig({ RIGHTSDESK_DATA_DIR: "memory://", RIGHTSDESK_OUTBOX_DIR: "/var/mail/rd" }).mail.outboxDir,
    ).toBe("/var/mail/rd");
  });

  it("reads the public address without its trailing slash, and the limits", () => {
    const config = loadConfig({
      RIGHTSDESK_PUBLIC_URL: "https://rights.example.com/",
      RIGHTSDESK_SMTP_URL: "smtps://user:pass@mail.example.com:465",
      RIGHTSDESK_MAIL_FROM: "Rights <rights@example.com>",
      RIGHTSDESK_SIGNIN_MAX_FAILURES: "3",
      RIGHTSDESK_SIGNIN_LOCK_MINUTES: "1",
    });
    expect(config.publicUrl).toBe("https://rights.example.com");
    expect(config.mail.smtpUrl).toBe("smtps://user:pass@mail.example.com:465");
    expect(config.signInLimits.maxFailuresPerUser).toBe(3);
    expect(config.signInLimits.lockSeconds).toBe(60);
  });

  it("names every bad variable at once, and never repeats a secret URL", () => {
    const problems = configProblems({
      RIGHTSDESK_PUBLIC_URL: "ftp://example.com",
      RIGHTSDESK_SMTP_URL: "http://user:hunter2@example.com",
      RIGHTSDESK_SIGNIN_MAX_FAILURES: "0",
      RIGHTSDESK_RESET_MAILS_PER_HOUR: "lots",
    });
    expect(problems.map((problem) => problem.split(":")[0]).sort()).toEqual([
      "RIGHTSDESK_MAIL_FROM",
      "RIGHTSDESK_PUBLIC_URL",
      "RIGHTSDESK_RESET_MAILS_PER_HOUR",
      "RIGHTSDESK_SIGNIN_MAX_FAILURES",
      "RIGHTSDESK_SMTP_URL",
    ]);
    expect(problems.join("\n")).not.toContain("hunter2");
    expect(configProblems({ RIGHTSDESK_MAIL_FROM: "not an address" })).toEqual([
      'RIGHTSDESK_MAIL_FROM: must be an address such as "Rights Desk <rights@example.com>"',
    ]);
  });
});
