import { AppError, type DoneResponse, type RoleMutateRequest, type RoleRecord } from "@rightsdesk/domain";
import { diffFields, writeAudit } from "../../audit/audit-log.js";
import type { Db } from "../../db/database.js";
import { auditFrom, canManageElevatedRoles, checkMayGrant, type AdminContext } from "./admin-context.js";
import { dependencyError, duplicateName, invalidField, staleVersion } from "../../errors/app-errors.js";
import { isUniqueViolation } from "../../db/database-errors.js";
import { RoleRepository, type StoredRole } from "./role-repository.js";
import { runInTransaction } from "../../db/run-in-transaction.js";

type ModuleAccesses = Awaited<ReturnType<RoleRepository["accessesOf"]>>;

function rightsText(flags: { canRead: boolean; canWrite: boolean; canDelete: boolean }): string {
  const rights = [flags.canRead && "read", flags.canWrite && "write", flags.canDelete && "delete"];
  return rights.filter(Boolean).join(", ") || "none";
}

/** A role flattened for the audit log: one field per module and per item, valued by its rights. */
function roleAuditFields(role: { name: string; description: string } | undefined, accesses: ModuleAccesses) {
  const fields: Record<string, unknown> = role ? { name: role.name, description: role.description } : {};
  for (const access of accesses) {
    fields[`moduleAccesses.${access.name}`] = rightsText(access.accessPermission);
    for (const item of access.itemAccesses) {
      fields[`itemAccesses.${access.name}.${item.name}`] = rightsText(item.accessPermission);
    }
  }
  return fields;
}

function checkItemsOnce(request: RoleMutateRequest): void {
  request.moduleAccesses.forEach((access, moduleIndex) => {
    const seen = new Set<string>();
    access.itemAccesses.forEach((item, itemIndex) => {
      const key = item.name.toLowerCase();
      if (seen.has(key)) {
        throw invalidField(
          `moduleAccesses.${moduleIndex}.itemAccesses.${itemIndex}.name`,
          `The item ${item.name} appears twice in ${access.name}.`,
        );
      }
      seen.add(key);
    });
  });
}

/** Roles: list, create or update with their accesses (one transaction), delete when unused. */
export class RoleService {
  constructor(private readonly db: Db) {}

  list(): Promise<RoleRecord[]> {
    return new RoleRepository(this.db).list();
  }

  async mutate(request: RoleMutateRequest, context: AdminContext): Promise<RoleRecord> {
    checkItemsOnce(request);
    if (request.id !== undefined && request.version === undefined) {
      throw invalidField("version", "The version of the record being edited is required.");
    }
    try {
      const id = await runInTransaction(this.db, async (tx) => {
        const roles = new RoleRepository(tx);
        const before = request.id === undefined ? undefined : await this.findOrFail(roles, request.id);
        if (before) await checkMayChangeRole(roles, before, context);
        // A new role belongs to the client the caller acts for.
        const tenantId = before?.tenantId ?? context.caller.clientId;
        if (await roles.findNameHolder(tenantId, request.name, before?.id)) throw takenName(request.name);
        const accessesBefore = before ? await roles.accessesOf(before.id) : [];
        checkMayGrant(context, request, { moduleAccesses: accessesBefore });
        const values = { name: request.name, description: request.description };
        const { userId: by } = context.caller;
        let id: number;
        if (before) {
          if (!(await roles.update(before.id, request.version ?? 0, values, by, context.now))) {
            throw staleVersion("role");
          }
          id = before.id;
        } else {
          id = await roles.insert({ ...values, tenantId }, by, context.now);
        }
        await roles.replaceAccesses(id, request.moduleAccesses);
        await writeAudit(tx, {
          ...auditFrom(context),
          action: before ? "role.update" : "role.create",
          entityType: "role",
          entityId: id,
          changes: diffFields(
            roleAuditFields(before, accessesBefore),
            roleAuditFields(values, await roles.accessesOf(id)),
          ),
        });
        return id;
      });
      return await this.get(id);
    } catch (error) {
      if (isUniqueViolation(error)) throw takenName(request.name);
      throw error;
    }
  }

  /** Deletes a role nobody holds; otherwise DependencyError listing who holds it. */
  delete(id: number, context: AdminContext): Promise<DoneResponse> {
    return runInTransaction(this.db, async (tx) => {
      const roles = new RoleRepository(tx);
      const role = await this.findOrFail(roles, id);
      await checkMayChangeRole(roles, role, context);
      const holders = await roles.holders(id);
      if (holders.length > 0) {
        const who = holders.length === 1 ? "1 user holds" : `${holders.length} users hold`;
        throw dependencyError(
          `The role ${role.name} cannot be deleted: ${who} it (${holders.join(", ")}). Give them another role first.`,
          "users",
          holders,
        );
      }
      const accesses = await roles.accessesOf(id);
      await roles.delete(id);
      await writeAudit(tx, {
        ...auditFrom(context),
        action: "role.delete",
        entityType: "role",
        entityId: id,
        changes: diffFields(roleAuditFields(role, accesses), {}),
      });
      return { done: true as const };
    });
  }

  private async get(id: number): Promise<RoleRecord> {
    const [role] = await new RoleRepository(this.db).list(id);
    if (!role) throw AppError.notFound(`There is no role with id ${id}.`);
    return role;
  }

  private async findOrFail(roles: RoleRepository, id: number): Promise<StoredRole> {
    const role = await roles.find(id);
    if (!role) throw AppError.notFound(`There is no role with id ${id}.`);
    return role;
  }
}

/**
 * Nobody changes the role they act under (they would raise themselves), and only admin system
 * changes a role an admin system profile acts under.
 */
async function checkMayChangeRole(
  roles: RoleRepository,
  role: StoredRole,
  context: AdminContext,
): Promise<void> {
  if (role.id === context.caller.permission.selectedUserProfile.grantedRole.id) {
    throw AppError.unauthorized(
      `You cannot change the role ${role.name}: you act under it. Ask another administrator.`,
    );
  }
  if (!canManageElevatedRoles(context) && (await roles.isHeldWithElevatedRole(role.id, "admin system"))) {
    throw AppError.unauthorized(
      `Only an admin system user can change the role ${role.name}: an admin system user acts under it.`,
    );
  }
}

function takenName(name: string): AppError {
  return duplicateName("name", `A role named ${name} already exists for this client.`);
}
