import {
  type DoneResponse,
  type SelfMutateRequest,
  type UserDetail,
  type UserListResultSchema,
} from "@rightsdesk/domain";
import type { z } from "zod";
import { diffFields, writeAudit } from "../../audit/audit-log.js";
import type { Db } from "../../db/database.js";
import { AuthRepository } from "../auth/auth-repository.js";
import { auditFrom, checkMayManageUser, type AdminContext } from "./admin-context.js";
import { invalidField, staleVersion } from "../../errors/app-errors.js";
import { runInTransaction } from "../../db/run-in-transaction.js";
import { findUserOrFail, isRootAccount, loadUserDetail, toUserSummary } from "./user-detail.js";
import { UserRepository } from "./user-repository.js";

type UserListResult = z.input<typeof UserListResultSchema>;

/** Reading users, editing your own record, blocking and deleting. Creating and editing: UserMutationService. */
export class UserService {
  constructor(private readonly db: Db) {}

  async list(query: unknown): Promise<UserListResult> {
    const page = await new UserRepository(this.db).list(query);
    return { totalRecords: page.totalRecords, records: page.records.map(toUserSummary) };
  }

  getById(id: number): Promise<UserDetail> {
    return loadUserDetail(new UserRepository(this.db), id);
  }

  getSelf(context: AdminContext): Promise<UserDetail> {
    return loadUserDetail(new UserRepository(this.db), context.caller.userId);
  }

  /** Your own name and e-mail address, refused if the record changed since you loaded it. */
  mutateSelf(request: SelfMutateRequest, context: AdminContext): Promise<UserDetail> {
    const id = context.caller.userId;
    return runInTransaction(this.db, async (tx) => {
      const users = new UserRepository(tx);
      const before = await findUserOrFail(users, id);
      const values = { firstName: request.firstName, lastName: request.lastName, email: request.email };
      if (!(await users.update(id, request.version, values, id, context.now))) throw staleVersion("user");
      await writeAudit(tx, {
        ...auditFrom(context),
        action: "user.self-update",
        entityType: "user",
        entityId: id,
        changes: diffFields(
          { firstName: before.firstName, lastName: before.lastName, email: before.email },
          values,
        ),
      });
      return loadUserDetail(users, id);
    });
  }

  /** Blocks (their sessions end at once) or unblocks a user; never the root user or yourself. */
  toggleBlock(id: number, blocked: boolean, context: AdminContext): Promise<UserDetail> {
    return runInTransaction(this.db, async (tx) => {
      const users = new UserRepository(tx);
      const user = await findUserOrFail(users, id);
      if (blocked && isRootAccount(user)) throw invalidField("id", "The root user cannot be blocked.");
      if (blocked && id === context.caller.userId) throw invalidField("id", "You cannot block yourself.");
      checkMayManageUser(await users.profilesOf(id), context);
      const status = blocked ? "BLOCKED" : "ACTIVE";
      if (user.status === status) return loadUserDetail(users, id);
      await users.setStatus(id, status, context.caller.userId, context.now);
      if (blocked) await new AuthRepository(tx).revokeUserSessions(id, "user blocked", context.now);
      await writeAudit(tx, {
        ...auditFrom(context),
        action: blocked ? "user.block" : "user.unblock",
        entityType: "user",
        entityId: id,
        changes: [{ field: "status", from: user.status, to: status }],
      });
      return loadUserDetail(users, id);
    });
  }

  /** Deletes a user with their profiles, sessions and preferences; never the root user or yourself. */
  delete(id: number, context: AdminContext): Promise<DoneResponse> {
    return runInTransaction(this.db, async (tx) => {
      const users = new UserRepository(tx);
      const user = await findUserOrFail(users, id);
      if (isRootAccount(user)) throw invalidField("id", "The root user cannot be deleted.");
      if (id === context.caller.userId) throw invalidField("id", "You cannot delete yourself.");
      const profiles = await users.profilesOf(id);
      checkMayManageUser(profiles, context);
      await new AuthRepository(tx).revokeUserSessions(id, "user deleted", context.now);
      await users.delete(id);
      await writeAudit(tx, {
        ...auditFrom(context),
        action: "user.delete",
        entityType: "user",
        entityId: id,
        changes: diffFields(
          {
            userName: user.userName,
            firstName: user.firstName,
            lastName: user.lastName,
            email: user.email,
            userType: user.userType,
            status: user.status,
            roles: profiles.map((profile) => profile.roleName),
          },
          {},
        ),
      });
      return { done: true as const };
    });
  }
}
