import type { FastifyRequest } from "fastify";
import { AppError, type MfaSetupResponse, type MfaStatus } from "@rightsdesk/domain";
import type { Caller } from "../../http/handler.js";
import type { AuthRepository } from "../auth/auth-repository.js";
import type { AuthService } from "../auth/auth-service.js";
import { generateTotpSecret, matchTotpStep, totpUrl } from "../auth/totp.js";
import type { AccountRepository } from "./account-repository.js";
import { ownAccountEvent } from "../auth/own-account-event.js";

function invalidCode(message: string): AppError {
  return AppError.invalidData(message, [{ field: "code", message }]);
}

/** Enrolling, confirming and removing the authenticator app that guards a user's sign-in. */
export class MfaService {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly authRepository: AuthRepository,
    private readonly auth: AuthService,
  ) {}

  async status(caller: Caller): Promise<MfaStatus> {
    const user = await this.accounts.findUser(caller.userId);
    return { enabled: Boolean(user?.mfaSecret) };
  }

  /**
   * A new secret, kept pending until a code confirms it. Refused while one is active: replacing
   * it would need only a session, while turning it off needs the password.
   */
  async setup(caller: Caller): Promise<MfaSetupResponse> {
    const user = await this.accounts.findUser(caller.userId);
    if (user?.mfaSecret) {
      throw AppError.invalidData(
        "An authenticator app already guards your sign-in. Turn it off first, then set up the new one.",
      );
    }
    const secret = generateTotpSecret();
    await this.accounts.setPendingMfaSecret(caller.userId, secret);
    return { secret, otpauthUrl: totpUrl(secret, caller.userName) };
  }

  async enable(caller: Caller, code: string, request: FastifyRequest, now: Date): Promise<MfaStatus> {
    const user = await this.accounts.findUser(caller.userId);
    const pending = user?.mfaPendingSecret;
    if (!pending) throw invalidCode("Set up the authenticator app first, then enter its code.");
    const step = matchTotpStep(pending, code, now);
    if (step === null) {
      throw invalidCode("The code is not valid. Enter the current 6-digit code from your authenticator app.");
    }
    await this.accounts.activateMfa(caller.userId, pending, step, now);
    await this.authRepository.audit(
      ownAccountEvent(caller, "mfa.enable", [{ field: "mfaEnabled", from: false, to: true }], request, now),
    );
    request.log.info({ event: "mfa-enabled", userId: caller.userId }, "Authenticator app enabled");
    return { enabled: true };
  }

  async disable(caller: Caller, password: string, request: FastifyRequest, now: Date): Promise<MfaStatus> {
    const user = await this.auth.confirmPassword(caller, password, request, now);
    await this.accounts.clearMfa(caller.userId, now);
    await this.authRepository.audit(
      ownAccountEvent(
        caller,
        "mfa.disable",
        [{ field: "mfaEnabled", from: Boolean(user.mfaSecret), to: false }],
        request,
        now,
      ),
    );
    request.log.info({ event: "mfa-disabled", userId: caller.userId }, "Authenticator app turned off");
    return { enabled: false };
  }
}
