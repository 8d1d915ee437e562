import { sql } from "drizzle-orm";
import type { SessionTiming } from "@rightsdesk/domain";
import type { Database } from "../../db/database.js";
import type { Handlers } from "../../http/handler.js";

export function systemHandlers(
  database: Database,
  version: string,
  sessionTiming: SessionTiming,
): Pick<Handlers, "health" | "getClientConfig"> {
  return {
    getClientConfig: async () => ({ sessionTiming }),
    health: async () => {
      await database.db.execute(sql`select 1`);
      return { status: "ok" as const, version, database: database.kind };
    },
  };
}
