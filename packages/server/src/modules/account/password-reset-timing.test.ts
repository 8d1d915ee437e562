import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import type { DeferredMailer } from "../../mail/deferred-mailer.js";
import type { SignInThrottle } from "../auth/sign-in-throttle.js";
import type { AccountRepository } from "./account-repository.js";
import { PasswordResetService } from "./password-reset-service.js";

/**
 * A reset request must not tell by its timing whether an account exists: before it answers it
 * does the same work for a known and an unknown name (one look-up), and everything else (the
 * throttle count, the link, the audit entry, the mail) happens after the answer.
 */
describe("a password reset request", () => {
  function serviceWith(found: unknown[]) {
    const calls: string[] = [];
    const deferred: (() => Promise<void>)[] = [];
    const accounts = new Proxy(
      {},
      {
        get: (_target, name: string) => async () => {
          calls.push(name);
          return name === "findActiveUsersByNameOrEmail" ? found : 0;
        },
      },
    ) as AccountRepository;
    const mail = { defer: (task: () => Promise<void>) => deferred.push(task), post: () => undefined };
    const service = new PasswordResetService(
      accounts,
      mail as unknown as DeferredMailer,
      {} as SignInThrottle,
      { publicUrl: "http://localhost", tokenTtlSeconds: 1800, maxMailsPerHour: 3 },
    );
    const request = { log: { info: () => undefined, warn: () => undefined } } as unknown as FastifyRequest;
    return { service, calls, deferred, request };
  }

  it("looks the name up and nothing more before answering, known or not", async () => {
    const known = serviceWith([{ id: 7, email: "jane@example.com", firstName: "Jane", userName: "jane" }]);
    await known.service.requestReset("jane", known.request, new Date());
    const unknown = serviceWith([]);
    await unknown.service.requestReset("nobody", unknown.request, new Date());
    expect(known.calls).toEqual(["findActiveUsersByNameOrEmail"]);
    expect(unknown.calls).toEqual(["findActiveUsersByNameOrEmail"]);
    expect(known.deferred).toHaveLength(1);
    expect(unknown.deferred).toHaveLength(0);
  });
});
