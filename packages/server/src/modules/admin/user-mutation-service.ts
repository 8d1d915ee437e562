import {
  AppError,
  checkNewPassword,
  isRootUser,
  type UserDetail,
  type UserMutateRequest,
} from "@rightsdesk/domain";
import { diffFields, writeAudit, type FieldChange } from "../../audit/audit-log.js";
import type { Db } from "../../db/database.js";
import { AuthRepository } from "../auth/auth-repository.js";
import { hashPassword } from "../auth/passwords.js";
import { auditFrom, checkMayManageUser, type AdminContext } from "./admin-context.js";
import { duplicateName, invalidField, staleVersion } from "../../errors/app-errors.js";
import { isUniqueViolation } from "../../db/database-errors.js";
import { ProfileRepository } from "./profile-repository.js";
import { ProfileWriter } from "./profile-writer.js";
import { RoleRepository } from "./role-repository.js";
import { runInTransaction } from "../../db/run-in-transaction.js";
import { findUserOrFail, isRootAccount, loadUserDetail, profileAuditFields } from "./user-detail.js";
import { UserRepository, type UserRecord } from "./user-repository.js";

const PASSWORD_CHANGE: FieldChange = { field: "password", from: "[hidden]", to: "[hidden]" };

function auditedFields(user: Pick<UserRecord, "userName" | "firstName" | "lastName" | "email" | "userType">) {
  const { userName, firstName, lastName, email, userType } = user;
  return { userName, firstName, lastName, email, userType };
}

/** Creating a user and editing one (names, kind, password, profiles): POST /User/Mutate. */
export class UserMutationService {
  constructor(private readonly db: Db) {}

  async mutate(request: UserMutateRequest, context: AdminContext): Promise<UserDetail> {
    if (request.password !== undefined) {
      const problem = checkNewPassword(request.password, request.userName);
      if (problem) throw invalidField("password", problem);
    }
    try {
      return await (request.id === undefined
        ? this.create(request, context)
        : this.update(request.id, request, context));
    } catch (error) {
      if (isUniqueViolation(error)) throw takenName(request.userName);
      throw error;
    }
  }

  /** A new user with an administrator-set password, which they must change at first sign-in. */
  private create(request: UserMutateRequest, context: AdminContext): Promise<UserDetail> {
    return runInTransaction(this.db, async (tx) => {
      const users = new UserRepository(tx);
      if (await users.findNameHolder(request.userName)) throw takenName(request.userName);
      const writer = new ProfileWriter(new ProfileRepository(tx), new RoleRepository(tx), context);
      const inputs = request.profiles ?? [];
      const first = inputs.find((profile) => profile.isDefault) ?? inputs[0];
      if (!first || request.password === undefined)
        throw invalidField("profiles", "Give the new user a role.");
      const home = await writer.resolve(first, `profiles.${inputs.indexOf(first)}`);
      const id = await users.insert(
        {
          ...(await this.userValues(users, request)),
          tenantId: home.tenantId,
          passwordHash: await hashPassword(request.password),
          mustChangePassword: true,
        },
        context.caller.userId,
        context.now,
      );
      await writer.replaceAll(id, inputs);
      await writer.settleDefault(id);
      const created = await loadUserDetail(users, id);
      await writeAudit(tx, {
        ...auditFrom(context),
        action: "user.create",
        entityType: "user",
        entityId: id,
        changes: [
          ...diffFields({}, { ...auditedFields(created), ...profileAuditFields(await users.profilesOf(id)) }),
          PASSWORD_CHANGE,
        ],
      });
      return created;
    });
  }

  private update(id: number, request: UserMutateRequest, context: AdminContext): Promise<UserDetail> {
    return runInTransaction(this.db, async (tx) => {
      const users = new UserRepository(tx);
      const before = await findUserOrFail(users, id);
      this.checkRootEdit(before, request, context);
      if (await users.findNameHolder(request.userName, id)) throw takenName(request.userName);
      const profilesBefore = await users.profilesOf(id);
      checkMayManageUser(profilesBefore, context);
      const passwordValues =
        request.password === undefined
          ? {}
          : { passwordHash: await hashPassword(request.password), mustChangePassword: true };
      const values = { ...(await this.userValues(users, request)), ...passwordValues };
      const { userId: by } = context.caller;
      if (!(await users.update(id, request.version ?? 0, values, by, context.now)))
        throw staleVersion("user");

      let profilesChanged = false;
      if (request.profiles !== undefined) {
        const writer = new ProfileWriter(new ProfileRepository(tx), new RoleRepository(tx), context);
        profilesChanged = await writer.replaceAll(id, request.profiles);
        await writer.settleDefault(id);
      }
      const profilesAfter = await users.profilesOf(id);
      if (
        isRootAccount(before) &&
        !profilesAfter.some((profile) => profile.elevatedRoleName === "admin system")
      ) {
        throw invalidField("profiles", "The root user keeps the admin system role.");
      }
      const home = profilesAfter.find((profile) => profile.isDefault);
      if (home && home.tenantId !== before.tenantId) await users.setTenant(id, home.tenantId);
      if (profilesChanged || request.password !== undefined) {
        const reason =
          request.password === undefined ? "profiles changed" : "password set by an administrator";
        const keep = id === context.caller.userId ? context.caller.sessionId : undefined;
        await new AuthRepository(tx).revokeUserSessions(id, reason, context.now, keep);
      }
      const after = await loadUserDetail(users, id);
      await writeAudit(tx, {
        ...auditFrom(context),
        action: "user.update",
        entityType: "user",
        entityId: id,
        changes: [
          ...diffFields(
            { ...auditedFields(before), ...profileAuditFields(profilesBefore) },
            { ...auditedFields(after), ...profileAuditFields(profilesAfter) },
          ),
          ...(request.password === undefined ? [] : [PASSWORD_CHANGE]),
        ],
      });
      return after;
    });
  }

  /** Only the root user may change the root account, and its name never changes. */
  private checkRootEdit(user: UserRecord, request: UserMutateRequest, context: AdminContext): void {
    if (!isRootAccount(user)) return;
    if (!isRootUser(context.caller.permission)) {
      throw AppError.unauthorized("Only the root user can change the root user's account.");
    }
    if (request.userName !== user.userName) {
      throw invalidField("userName", "The root user's name cannot change.");
    }
  }

  private async userValues(users: UserRepository, request: UserMutateRequest) {
    const userTypeId = await users.findUserTypeId(request.userType);
    if (userTypeId === undefined)
      throw invalidField("userType", `There is no user kind ${request.userType}.`);
    const { userName, firstName, lastName, email } = request;
    return { userName, firstName, lastName, email, userTypeId };
  }
}

function takenName(userName: string) {
  return duplicateName("userName", `The user name ${userName} is already taken.`);
}
