import type { FastifyRequest } from "fastify";
import { AppError, ErrorCodes } from "@rightsdesk/domain";
import type { SignInOutcome } from "../../db/schema.js";
import type { AuthRepository, UserRow } from "./auth-repository.js";
import { signInMessages } from "./sign-in-messages.js";
import { lockedOut, normalizeUserName, type ActiveLock, type SignInThrottle } from "./sign-in-throttle.js";
import { matchTotpStep } from "./totp.js";

/** One password (or password and code) check: its id (SignInGuard.begin), who, from where, when. */
export interface Attempt {
  id: number;
  userName: string;
  request: FastifyRequest;
  now: Date;
  user: UserRow | undefined;
}

/**
 * What every password and code check goes through: refused while locked, recorded, logged (never
 * the password), a lock it starts audited, and authenticator codes checked and used up.
 */
export class SignInGuard {
  constructor(
    private readonly throttle: SignInThrottle,
    private readonly repository: AuthRepository,
  ) {}

  /** Ends an attempt that is neither a failure nor refused (signed in, blocked, code asked for). */
  async note(attempt: Attempt, outcome: SignInOutcome): Promise<void> {
    await this.throttle.finish(attempt.id, attempt.userName, attempt.request.ip, attempt.now, outcome);
  }

  /**
   * Starts a check and answers its id, to end with `note` or `fail`. A locked user name or address
   * is refused before its password is even checked.
   */
  async begin(userName: string, request: FastifyRequest, now: Date): Promise<number> {
    const { id, lock } = await this.throttle.begin(userName, request.ip, now);
    if (!lock) return id;
    await this.throttle.finish(id, userName, request.ip, now, "locked-out");
    request.log.warn(
      {
        event: "sign-in-refused",
        reason: "locked",
        scope: lock.scope,
        userName: normalizeUserName(userName),
        ip: request.ip,
        lockedUntil: lock.lockedUntil.toISOString(),
      },
      "Sign-in refused: too many failures",
    );
    throw lockedOut(lock, now);
  }

  /** Records a failed check; answers the lock it started, or the refusal itself. */
  async fail(attempt: Attempt, outcome: SignInOutcome, message: string): Promise<AppError> {
    const { id, userName, request, now } = attempt;
    const lock = await this.throttle.finish(id, userName, request.ip, now, outcome);
    request.log.warn(
      { event: "sign-in-failed", reason: outcome, userName: normalizeUserName(userName), ip: request.ip },
      "Sign-in refused",
    );
    if (!lock) return AppError.unauthorized(message);
    await this.auditLock(lock, attempt);
    return lockedOut(lock, now);
  }

  private async auditLock(lock: ActiveLock, { userName, request, now, user }: Attempt): Promise<void> {
    request.log.warn(
      {
        event: "sign-in-locked",
        scope: lock.scope,
        userName: normalizeUserName(userName),
        ip: request.ip,
        lockedUntil: lock.lockedUntil.toISOString(),
      },
      "Too many failed sign-ins: locked",
    );
    await this.repository.audit({
      at: now,
      actor: null,
      action: "sign-in.lock",
      entityType: lock.scope === "user" ? "user" : "address",
      entityId: lock.scope === "user" ? (user?.id ?? null) : request.ip,
      changes: [
        { field: "userName", from: null, to: normalizeUserName(userName) },
        { field: "lockedUntil", from: null, to: lock.lockedUntil.toISOString() },
      ],
      request,
    });
  }

  /** The authenticator code of a user who enrolled one: required, valid, and not used before. */
  async checkCode(secret: string, code: string | undefined, attempt: Attempt & { user: UserRow }) {
    if (!code) {
      await this.note(attempt, "code-required");
      throw new AppError(ErrorCodes.MFARequired, signInMessages.codeRequired);
    }
    const step = matchTotpStep(secret, code, attempt.now);
    if (step === null) throw await this.fail(attempt, "wrong-code", signInMessages.wrongCode);
    if (!(await this.repository.claimMfaStep(attempt.user.id, step))) {
      throw await this.fail(attempt, "code-replayed", signInMessages.codeReplayed);
    }
  }
}
