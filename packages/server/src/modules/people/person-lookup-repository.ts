import { and, asc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { people } from "../../db/schema.js";
import { escapeLike } from "../../lists/index.js";

/** Who a new person may duplicate: their name key and birth date, and their e-mail. */
export interface DuplicateProbe {
  nameKey: string;
  dateOfBirth: string | null;
  email: string | null;
}

/** The read-only person searches behind reference pickers and the duplicate warning. */
export class PersonLookupRepository {
  constructor(private readonly db: Db) {}

  /**
   * Active people whose full name contains the text (trigram index), names starting with it first,
   * of any of the kinds asked for. A record id ("PE0042") or a bare id also finds that person,
   * archived or not.
   */
  lookup(search: string, kinds: readonly string[], limit: number, exactId: number | undefined) {
    const nameMatches = search ? sql`${people.fullName} ilike ${`%${escapeLike(search)}%`}` : undefined;
    const matches = and(isNull(people.archivedAt), nameMatches);
    const found = exactId === undefined ? matches : or(matches, eq(people.id, exactId));
    const ofKinds =
      kinds.length > 0
        ? sql`${people.kinds} && array[${sql.join(
            kinds.map((kind) => sql`${kind}`),
            sql`, `,
          )}]::text[]`
        : undefined;
    return this.db
      .select({
        id: people.id,
        fullName: people.fullName,
        kinds: people.kinds,
        archived: sql<boolean>`${people.archivedAt} is not null`,
      })
      .from(people)
      .where(and(found, ofKinds))
      .orderBy(
        sql`case when ${people.id} = ${exactId ?? 0} then 0 when lower(${people.fullName}) like lower(${`${escapeLike(search)}%`}) then 1 else 2 end`,
        sql`lower(${people.fullName}) collate "C"`,
        asc(people.id),
      )
      .limit(limit);
  }

  /**
   * People, archived ones included, with the same name key and birth date as a probe, or the same
   * e-mail (any case). Answers each with what matched.
   */
  async duplicates(probes: readonly DuplicateProbe[], excludeId?: number, limit = 200) {
    const byName = probes.filter((probe) => probe.dateOfBirth !== null);
    const emails = [...new Set(probes.flatMap((probe) => (probe.email ? [probe.email.toLowerCase()] : [])))];
    const conditions = [
      ...byName.map((probe) =>
        and(eq(people.nameKey, probe.nameKey), eq(people.dateOfBirth, probe.dateOfBirth ?? "")),
      ),
      ...(emails.length > 0 ? [inArray(sql`lower(${people.email})`, emails)] : []),
    ];
    if (conditions.length === 0) return [];
    return this.db
      .select({
        id: people.id,
        fullName: people.fullName,
        nameKey: people.nameKey,
        dateOfBirth: people.dateOfBirth,
        email: people.email,
        archived: sql<boolean>`${people.archivedAt} is not null`,
      })
      .from(people)
      .where(and(or(...conditions), excludeId === undefined ? undefined : ne(people.id, excludeId)))
      .orderBy(asc(people.id))
      .limit(limit);
  }
}
