import type { Caller } from "../../http/handler.js";
import {
  AppError,
  ElevatedRoleNameSchema,
  UserKindSchema,
  type Tenant,
  type TenantMutateRequest,
} from "@rightsdesk/domain";
import { diffFields, writeAudit } from "../../audit/audit-log.js";
import type { Db } from "../../db/database.js";
import { auditFrom, type AdminContext } from "./admin-context.js";
import { duplicateName } from "../../errors/app-errors.js";
import { isUniqueViolation } from "../../db/database-errors.js";
import { DirectoryRepository } from "./directory-repository.js";
import { runInTransaction } from "../../db/run-in-transaction.js";

/** User kinds, elevated roles and clients. */
export class DirectoryService {
  constructor(private readonly db: Db) {}

  async userTypes() {
    const rows = await new DirectoryRepository(this.db).userTypes();
    return rows.flatMap((row) => {
      const name = UserKindSchema.safeParse(row.name);
      return name.success ? [{ id: row.id, name: name.data }] : [];
    });
  }

  async elevatedRoles() {
    const rows = await new DirectoryRepository(this.db).elevatedRoles();
    return rows.flatMap((row) => {
      const name = ElevatedRoleNameSchema.safeParse(row.name.toLowerCase());
      return name.success ? [{ id: row.id, name: name.data }] : [];
    });
  }

  /**
   * The clients: all of them for a profile of the provider's own client, else only the client the
   * caller acts for (another client's name is nobody else's business).
   */
  async tenants(caller: Caller): Promise<Tenant[]> {
    const directory = new DirectoryRepository(this.db);
    const all = await directory.tenants();
    if (await this.isProviderProfile(directory, caller)) return all;
    return all.filter((tenant) => tenant.id === caller.clientId);
  }

  private async isProviderProfile(directory: DirectoryRepository, caller: Caller): Promise<boolean> {
    const own = await directory.findTenant(caller.permission.selectedUserProfile.tenantId);
    return own?.isProvider ?? false;
  }

  /**
   * Creates a client (no id) or renames one; names are unique without regard to case. Only a
   * profile of the provider's own client may.
   */
  async mutateTenant(request: TenantMutateRequest, context: AdminContext): Promise<Tenant> {
    if (!(await this.isProviderProfile(new DirectoryRepository(this.db), context.caller)))
      throw AppError.unauthorized("Only the provider's own administrators add or rename clients.");
    try {
      return await runInTransaction(this.db, async (tx) => {
        const directory = new DirectoryRepository(tx);
        const before = request.id === undefined ? undefined : await directory.findTenant(request.id);
        if (request.id !== undefined && !before)
          throw AppError.notFound(`There is no client with id ${request.id}.`);
        if (await directory.findTenantNameHolder(request.name, request.id)) throw takenName(request.name);
        const { userId: by } = context.caller;
        const tenant = before
          ? await directory.renameTenant(before.id, request.name, by, context.now)
          : await directory.insertTenant(request.name, by, context.now);
        await writeAudit(tx, {
          ...auditFrom(context),
          action: before ? "tenant.update" : "tenant.create",
          entityType: "tenant",
          entityId: tenant.id,
          changes: diffFields(before ? { name: before.name } : {}, { name: tenant.name }),
        });
        return tenant;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw takenName(request.name);
      throw error;
    }
  }
}

function takenName(name: string): AppError {
  return duplicateName("name", `A client named ${name} already exists.`);
}
