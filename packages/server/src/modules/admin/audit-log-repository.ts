import { count } from "drizzle-orm";
import { auditListFields, type ListPage } from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { auditLog } from "../../db/schema.js";
import { compileListQuery, defineListColumns, fetchListPage } from "../../lists/index.js";

/** The audit list's fields bound to SQL (the whitelist is the contract's `auditListFields`). */
export const auditListColumns = defineListColumns(auditListFields, {
  id: auditLog.id,
  at: auditLog.at,
  actorUserName: auditLog.actorUserName,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
});

export type AuditRow = typeof auditLog.$inferSelect;

/** Reads the audit log through the list engine. */
export class AuditLogRepository {
  constructor(private readonly db: Db) {}

  list(query: unknown): Promise<ListPage<AuditRow>> {
    return fetchListPage(compileListQuery(query, auditListColumns), {
      selectPage: ({ where, orderBy, limit, offset }) =>
        this.db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
      count: (where) => this.db.select({ count: count() }).from(auditLog).where(where),
    });
  }
}
