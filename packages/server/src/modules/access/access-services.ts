import type { FastifyBaseLogger } from "fastify";
import type { ServerConfig } from "../../config/env.js";
import type { Db } from "../../db/database.js";
import { DeferredMailer } from "../../mail/deferred-mailer.js";
import { createMailer } from "../../mail/create-mailer.js";
import { AccountRepository } from "../account/account-repository.js";
import { AccountService } from "../account/account-service.js";
import { MfaService } from "../account/mfa-service.js";
import { PasswordResetService } from "../account/password-reset-service.js";
import { ActingClientService } from "../auth/acting-client-service.js";
import { AuthRepository } from "../auth/auth-repository.js";
import { AuthService } from "../auth/auth-service.js";
import { SignInAttemptsRepository } from "../auth/sign-in-attempts-repository.js";
import { SignInGuard } from "../auth/sign-in-guard.js";
import { SignInThrottle } from "../auth/sign-in-throttle.js";
import { AccessTokens } from "../auth/tokens.js";

export interface AccessServices {
  auth: AuthService;
  actingClients: ActingClientService;
  account: AccountService;
  mfa: MfaService;
  passwordReset: PasswordResetService;
  /** Mail posted in the background; settle it before the database closes. */
  mail: DeferredMailer;
}

/** Sign-in, the access gate and the user's own account, wired to one database and one mailer. */
export function createAccessServices(options: {
  config: ServerConfig;
  /** The owner's connection: each request's client transaction opens on it. */
  ownerDb: Db;
  /** What the services use: the request's transaction inside one, else the owner's connection. */
  db: Db;
  tokenSecret: string;
  log: FastifyBaseLogger;
}): AccessServices {
  const { config, db, log } = options;
  const authRepository = new AuthRepository(db);
  const throttle = new SignInThrottle(new SignInAttemptsRepository(db), config.signInLimits);
  const auth = new AuthService(
    authRepository,
    new AccessTokens(options.tokenSecret, config.accessTokenTtlSeconds),
    new SignInGuard(throttle, authRepository),
    { refreshTokenTtlSeconds: config.refreshTokenTtlSeconds },
    options.ownerDb,
  );
  const accounts = new AccountRepository(db);
  const mail = new DeferredMailer(createMailer(config.mail, log), log);
  return {
    auth,
    actingClients: new ActingClientService(authRepository),
    account: new AccountService(accounts, authRepository, auth),
    mfa: new MfaService(accounts, authRepository, auth),
    passwordReset: new PasswordResetService(accounts, mail, throttle, {
      publicUrl: config.publicUrl,
      tokenTtlSeconds: config.passwordReset.tokenTtlSeconds,
      maxMailsPerHour: config.passwordReset.maxMailsPerHour,
    }),
    mail,
  };
}
