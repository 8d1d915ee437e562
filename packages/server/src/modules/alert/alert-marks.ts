import type { Alert } from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { AlertRepository } from "./alert-repository.js";

export function userName(user: { firstName: string; lastName: string; userName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.userName;
}

/** The marks of the alerts with these keys, however many: one array parameter, not one per key. */
export async function alertMarksOf(
  db: Db,
  keys: readonly string[],
): Promise<Map<string, NonNullable<Alert["mark"]>>> {
  if (keys.length === 0) return new Map();
  const rows = await new AlertRepository(db).marksOf(keys);
  return new Map(
    rows.map((row) => [
      row.key,
      {
        action: row.action,
        note: row.note,
        by: { id: row.userId, name: userName(row) },
        at: row.markedAt.toISOString(),
      },
    ]),
  );
}
