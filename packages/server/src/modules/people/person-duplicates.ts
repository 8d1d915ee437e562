import { sql } from "drizzle-orm";
import { ErrorCodes, AppError, type PersonDuplicate } from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { personRecordId } from "./person-record.js";
import { PersonLookupRepository, type DuplicateProbe } from "./person-lookup-repository.js";

/**
 * People who may be the same as the probe: the same name (accents, case and spacing ignored) and
 * birth date, or the same e-mail. Archived people count too, flagged, so a returning person is
 * restored rather than entered twice.
 */
export async function findPersonDuplicates(
  db: Db,
  probe: DuplicateProbe,
  excludeId?: number,
): Promise<PersonDuplicate[]> {
  const rows = await new PersonLookupRepository(db).duplicates([probe], excludeId);
  return rows.map((row) => ({
    id: row.id,
    recordId: personRecordId(row.id),
    fullName: row.fullName,
    dateOfBirth: row.dateOfBirth,
    email: row.email,
    archived: row.archived,
    matchedOn:
      probe.dateOfBirth !== null && row.nameKey === probe.nameKey && row.dateOfBirth === probe.dateOfBirth
        ? "name and birth date"
        : "e-mail",
  }));
}

/** "Mia Park (PE0012, archived) has the same name and date of birth." */
export function duplicateMessage(match: PersonDuplicate): string {
  const who = `${match.fullName} (${match.recordId}${match.archived ? ", archived" : ""})`;
  return match.matchedOn === "e-mail"
    ? `${who} has the same e-mail.`
    : `${who} has the same name and date of birth.`;
}

/**
 * DuplicateName listing each match: `personName` for a name and birth date match, `email` for an
 * e-mail one. The user saw the warning and may save again with `confirmDuplicate`.
 */
export function duplicateRefusal(matches: readonly PersonDuplicate[]): AppError {
  const names = matches.map((match) => `${match.fullName} (${match.recordId})`).join(", ");
  return new AppError(
    ErrorCodes.DuplicateName,
    `This person may already exist: ${names}. Check them, or save again confirming it is someone else.`,
    matches.map((match) => ({
      field: match.matchedOn === "e-mail" ? "email" : "personName",
      message: duplicateMessage(match),
    })),
  );
}

/**
 * Serialises the duplicate check and the insert of new people, so two users saving the same
 * person at the same moment cannot both pass the check.
 */
export async function lockPersonCreation(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('rightsdesk.person-create'))`);
}
