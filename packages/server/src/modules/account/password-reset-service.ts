import { createHash, randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { AppError, type ResetTokenUser } from "@rightsdesk/domain";
import { writeAudit } from "../../audit/audit-log.js";
import type { DeferredMailer } from "../../mail/deferred-mailer.js";
import { AuthRepository } from "../auth/auth-repository.js";
import { hashPassword } from "../auth/passwords.js";
import type { SignInThrottle } from "../auth/sign-in-throttle.js";
import { AccountRepository, type ResetTokenRow } from "./account-repository.js";
import { assertNewPassword } from "./account-service.js";
import { composeResetMail } from "./reset-mail.js";
import { ownAccountEvent } from "../auth/own-account-event.js";

const INVALID_LINK = "This reset link is not valid or has expired.";
const HOUR_MS = 3600 * 1000;

export interface PasswordResetOptions {
  /** Links point to `${publicUrl}/#/reset-new-password?token=…`. */
  publicUrl: string;
  tokenTtlSeconds: number;
  /** Reset mails one user can receive in an hour; further requests send nothing. */
  maxMailsPerHour: number;
}

/** Reset codes: 256 random bits, only their SHA-256 stored. */
function hashResetToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Forgotten passwords: a one-time link by e-mail (30 minutes, single use, only the newest works),
 * then a new password that ends every session of the account.
 */
export class PasswordResetService {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly mail: DeferredMailer,
    private readonly throttle: SignInThrottle,
    private readonly options: PasswordResetOptions,
  ) {}

  /**
   * E-mails a reset link to each active account with this user name or e-mail address; answers
   * nothing either way. Only the look-up happens before the answer: the links are written and
   * mailed afterwards, so the answer takes as long for an address nobody has.
   */
  async requestReset(userNameOrEmail: string, request: FastifyRequest, now: Date): Promise<void> {
    const users = await this.accounts.findActiveUsersByNameOrEmail(userNameOrEmail);
    if (users.length === 0) {
      request.log.info({ event: "password-reset-unknown" }, "Password reset asked for no account");
      return;
    }
    this.mail.defer(async () => {
      for (const user of users) await this.sendResetLink(user, request, now);
    });
  }

  private async sendResetLink(
    user: Awaited<ReturnType<AccountRepository["findActiveUsersByNameOrEmail"]>>[number],
    request: FastifyRequest,
    now: Date,
  ): Promise<void> {
    const sent = await this.accounts.countResetTokensSince(user.id, new Date(now.getTime() - HOUR_MS));
    if (sent >= this.options.maxMailsPerHour) {
      request.log.warn(
        { event: "password-reset-suppressed", userId: user.id, ip: request.ip },
        "Password reset mail not sent: too many in the last hour",
      );
      return;
    }
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(now.getTime() + this.options.tokenTtlSeconds * 1000);
    await this.accounts.transaction(async (tx) => {
      await new AccountRepository(tx).replaceResetToken(user.id, hashResetToken(token), now, expiresAt);
      await writeAudit(tx, {
        at: now,
        actor: null,
        action: "password.reset-request",
        entityType: "user",
        entityId: user.id,
        changes: [{ field: "resetLinkExpiresAt", from: null, to: expiresAt.toISOString() }],
        request,
      });
    });
    this.mail.post(
      composeResetMail({
        to: user.email,
        firstName: user.firstName,
        userName: user.userName,
        link: `${this.options.publicUrl}/#/reset-new-password?token=${encodeURIComponent(token)}`,
        validMinutes: Math.round(this.options.tokenTtlSeconds / 60),
        now,
      }),
    );
    request.log.info({ event: "password-reset-requested", userId: user.id }, "Password reset link sent");
  }

  async userForToken(token: string, now: Date): Promise<ResetTokenUser> {
    const { token: row, user } = await this.findValid(token, now);
    return { userName: user.userName, firstName: user.firstName, expiresAt: row.expiresAt.toISOString() };
  }

  /** Sets the new password, uses up the code, and ends every session of the account. */
  async resetPassword(token: string, newPassword: string, request: FastifyRequest, now: Date): Promise<void> {
    const { token: row, user } = await this.findValid(token, now);
    assertNewPassword(newPassword, user.userName);
    const passwordHash = await hashPassword(newPassword);
    const ended = await this.accounts.transaction(async (tx) => {
      if (!(await new AccountRepository(tx).claimResetToken(row.id, now)))
        throw AppError.notFound(INVALID_LINK);
      await new AccountRepository(tx).setPassword(user.id, passwordHash, now, user.id);
      const count = await new AuthRepository(tx).revokeUserSessions(user.id, "password reset", now);
      await writeAudit(
        tx,
        ownAccountEvent(
          { userId: user.id, userName: user.userName },
          "password.reset",
          [{ field: "password", from: "[hidden]", to: "[hidden]" }],
          request,
          now,
        ),
      );
      return count;
    });
    // Whoever holds the mailbox proved who they are: earlier failed sign-ins no longer count.
    await this.throttle.record(user.userName, request.ip, now, "password-reset");
    request.log.info({ event: "password-reset", userId: user.id, sessionsEnded: ended }, "Password reset");
  }

  private async findValid(token: string, now: Date) {
    const found = await this.accounts.findResetToken(hashResetToken(token));
    if (!found || !isUsable(found.token, now) || found.user.status !== "ACTIVE") {
      throw AppError.notFound(INVALID_LINK);
    }
    return found;
  }
}

function isUsable(token: ResetTokenRow, now: Date): boolean {
  return token.usedAt === null && token.expiresAt > now;
}
