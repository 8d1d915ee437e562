import { and, count, eq } from "drizzle-orm";
import type { AuditListResultSchema } from "@rightsdesk/domain";
import type { z } from "zod";
import type { Db } from "../db/database.js";
import { auditLog } from "../db/schema.js";
import { compileListQuery, fetchListPage } from "../lists/index.js";
import { auditListColumns } from "../modules/admin/audit-log-repository.js";

/**
 * The audit entries of one record (a Logs tab) through the list engine: any filter, sort and page
 * over the audit list's fields, within the entries whose entity is this record.
 */
export async function listRecordAuditLog(
  db: Db,
  entityType: string,
  entityId: number,
  query: unknown,
): Promise<z.input<typeof AuditListResultSchema>> {
  const compiled = compileListQuery(query, auditListColumns);
  const where = and(
    eq(auditLog.entityType, entityType),
    eq(auditLog.entityId, String(entityId)),
    compiled.where,
  );
  const page = await fetchListPage(
    { ...compiled, where },
    {
      selectPage: ({ orderBy, limit, offset }) =>
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
      count: () => db.select({ count: count() }).from(auditLog).where(where),
    },
  );
  return {
    totalRecords: page.totalRecords,
    records: page.records.map((row) => ({ ...row, at: row.at.toISOString() })),
  };
}
