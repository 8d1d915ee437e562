import { and, count, eq } from "drizzle-orm";
import type { AuditListResultSchema } from "@rightsdesk/domain";
import type { z } from "zod";
import { writeAudit, type FieldChange } from "../audit/audit-log.js";
import type { Db } from "../db/database.js";
import { auditLog } from "../db/schema.js";
import { compileListQuery, fetchListPage } from "../lists/index.js";
import { auditListColumns } from "../modules/admin/audit-log-repository.js";
import { auditFrom, type RecordContext } from "./record-context.js";

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

/**
 * Writes the audit entry of a change to one record, for its Logs tab: the action
 * `<entityType>.<verb>` ("asset.useRight.update") on that record, by the context's caller.
 */
export function writeRecordAudit(
  db: Db,
  context: RecordContext,
  entityType: string,
  entityId: number,
  verb: string,
  changes: FieldChange[],
): Promise<void> {
  return writeAudit(db, {
    ...auditFrom(context),
    action: `${entityType}.${verb}`,
    entityType,
    entityId,
    changes,
  });
}
