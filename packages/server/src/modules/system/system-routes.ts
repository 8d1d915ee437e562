import { sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import type { Handlers } from "../../http/handler.js";

export function systemHandlers(database: Database, version: string): Pick<Handlers, "health"> {
  return {
    health: async () => {
      await database.db.execute(sql`select 1`);
      return { status: "ok" as const, version, database: database.kind };
    },
  };
}
