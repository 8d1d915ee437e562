import type { AuditListResultSchema } from "@rightsdesk/domain";
import type { z } from "zod";
import type { Db } from "../../db/database.js";
import { AuditLogRepository } from "./audit-log-repository.js";

/** The audit log as the Logs tabs read it: any list query over its fields. */
export class AuditLogService {
  constructor(private readonly db: Db) {}

  async list(query: unknown): Promise<z.input<typeof AuditListResultSchema>> {
    const page = await new AuditLogRepository(this.db).list(query);
    return {
      totalRecords: page.totalRecords,
      records: page.records.map((row) => ({ ...row, at: row.at.toISOString() })),
    };
  }
}
