import type { FastifyRequest } from "fastify";
import {
  AppError,
  checkNewPassword,
  type AcceptTermsResponse,
  type ChangePasswordRequest,
  type UserProfileSummary,
} from "@rightsdesk/domain";
import { writeAudit } from "../../audit/audit-log.js";
import type { Caller } from "../../http/handler.js";
import { AuthRepository } from "../auth/auth-repository.js";
import type { AuthService } from "../auth/auth-service.js";
import { hashPassword, verifyPassword } from "../auth/passwords.js";
import { AccountRepository } from "./account-repository.js";
import { ownAccountEvent } from "../auth/own-account-event.js";

/** Refuses a new password the domain's rules refuse, naming the field. */
export function assertNewPassword(password: string, userName: string, field = "newPassword"): void {
  const problem = checkNewPassword(password, userName);
  if (problem) throw AppError.invalidData(problem, [{ field, message: problem }]);
}

/** The signed-in user's own account: password, terms, profiles. */
export class AccountService {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly authRepository: AuthRepository,
    private readonly auth: AuthService,
  ) {}

  /** Checks the current password, sets the new one, and ends the user's other sessions. */
  async changePassword(
    caller: Caller,
    body: ChangePasswordRequest,
    request: FastifyRequest,
    now: Date,
  ): Promise<void> {
    const user = await this.auth.confirmPassword(caller, body.currentPassword, request, now);
    assertNewPassword(body.newPassword, user.userName);
    if (await verifyPassword(user.passwordHash, body.newPassword)) {
      const message = "Choose a password different from your current one.";
      throw AppError.invalidData(message, [{ field: "newPassword", message }]);
    }
    const passwordHash = await hashPassword(body.newPassword);
    const ended = await this.accounts.transaction(async (tx) => {
      await new AccountRepository(tx).setPassword(user.id, passwordHash, now, user.id);
      const count = await new AuthRepository(tx).revokeUserSessions(
        user.id,
        "password changed",
        now,
        caller.sessionId,
      );
      await writeAudit(
        tx,
        ownAccountEvent(
          { userId: user.id, userName: user.userName },
          "password.change",
          [
            { field: "password", from: "[hidden]", to: "[hidden]" },
            ...(user.mustChangePassword ? [{ field: "mustChangePassword", from: true, to: false }] : []),
          ],
          request,
          now,
        ),
      );
      return count;
    });
    request.log.info(
      { event: "password-changed", userId: user.id, sessionsEnded: ended },
      "Password changed",
    );
  }

  async acceptTerms(caller: Caller, request: FastifyRequest, now: Date): Promise<AcceptTermsResponse> {
    const user = await this.accounts.findUser(caller.userId);
    await this.accounts.transaction(async (tx) => {
      await new AccountRepository(tx).setTermsAccepted(caller.userId, now);
      await writeAudit(
        tx,
        ownAccountEvent(
          caller,
          "terms.accept",
          [
            {
              field: "termAcceptedOn",
              from: user?.termAcceptedOn?.toISOString() ?? null,
              to: now.toISOString(),
            },
          ],
          request,
          now,
        ),
      );
    });
    return { termAcceptedOn: now.toISOString() };
  }

  listProfiles(caller: Caller): Promise<UserProfileSummary[]> {
    return this.authRepository.listProfiles(caller.userId);
  }
}
