import { DEFAULT_USER_PREFERENCES, type UserPreferences } from "@rightsdesk/domain";
import { diffFields, writeAudit } from "../../audit/audit-log.js";
import type { Db } from "../../db/database.js";
import { invalidField } from "../../errors/app-errors.js";
import { auditFrom, type AdminContext } from "./admin-context.js";
import { PreferencesRepository } from "./preferences-repository.js";
import { runInTransaction } from "../../db/run-in-transaction.js";
import { findUserOrFail } from "./user-detail.js";
import { UserRepository } from "./user-repository.js";

/** A user's preferences: the domain's defaults until some are saved. */
export class PreferencesService {
  constructor(private readonly db: Db) {}

  async get(userId: number): Promise<UserPreferences> {
    await findUserOrFail(new UserRepository(this.db), userId);
    return (await new PreferencesRepository(this.db).find(userId)) ?? DEFAULT_USER_PREFERENCES;
  }

  save(userId: number, values: UserPreferences, context: AdminContext): Promise<UserPreferences> {
    if (!isKnownTimeZone(values.timeZone)) {
      throw invalidField(
        "timeZone",
        `${values.timeZone} is not a time zone; use a name such as Europe/Paris.`,
      );
    }
    return runInTransaction(this.db, async (tx) => {
      await findUserOrFail(new UserRepository(tx), userId);
      const preferences = new PreferencesRepository(tx);
      const before = (await preferences.find(userId)) ?? DEFAULT_USER_PREFERENCES;
      await preferences.save(userId, values, context.caller.userId, context.now);
      const changes = diffFields({ ...before }, { ...values });
      if (changes.length > 0) {
        await writeAudit(tx, {
          ...auditFrom(context),
          action: "preferences.update",
          entityType: "user",
          entityId: userId,
          changes,
        });
      }
      return values;
    });
  }
}

function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return true;
  } catch {
    return false;
  }
}
