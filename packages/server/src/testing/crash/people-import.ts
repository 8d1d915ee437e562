import { expect } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "../../db/rows.js";
import { homeAddress, personBody } from "../person-fixtures.js";
import { ok, type CrashTarget, type Progress } from "./crash-harness.js";
import { count, wholeOrAbsent, type BatchStates, type CrashOperation } from "./crash-operation.js";

const PEOPLE_BATCHES = 2;
const PEOPLE_ROWS = 150;

interface ImportAnswer {
  created: number;
  rows: { errors: { field: string; message: string }[] }[];
}

/** Crash operation (2), a people import: all or nothing per request, each person with an address. */
export function peopleImport(): CrashOperation {
  const rows = (n: number, batch: number) =>
    Array.from({ length: PEOPLE_ROWS }, (_, row) => ({
      ...personBody(`P${row}`, `Crash-${n}-${batch}`, ["TALENT"], {
        email: `crash-${n}-${batch}-${row}@example.com`,
      }),
      items: [{ section: "Address", data: homeAddress("Crashville") }],
    }));
  const send = (target: CrashTarget, n: number, batch: number, dryRun: boolean, progress?: Progress) =>
    target.call(
      { method: "POST", path: "/People/Import", json: { rows: rows(n, batch), dryRun } },
      progress?.start(`batch ${batch}`),
    );
  const storedDuplicates = (answer: ImportAnswer) =>
    answer.rows.filter((row) => row.errors.some((error) => /has the same e-mail/.test(error.message))).length;
  return {
    name: "people import",
    async prepare() {},
    async run(target, n, progress) {
      for (let batch = 1; batch <= PEOPLE_BATCHES; batch++) {
        expect(ok(await send(target, n, batch, false, progress))).toMatchObject({ created: PEOPLE_ROWS });
      }
    },
    async check(target, n) {
      const states: BatchStates = {};
      for (let batch = 1; batch <= PEOPLE_BATCHES; batch++) {
        // A dry run names each row that matches a stored person (here: by e-mail).
        const dry = ok(await send(target, n, batch, true)) as ImportAnswer;
        states[`batch ${batch}`] = wholeOrAbsent(
          storedDuplicates(dry),
          PEOPLE_ROWS,
          `people of attempt ${n} batch ${batch}`,
        );
      }
      return states;
    },
    async rerun(target, n, before) {
      for (let batch = 1; batch <= PEOPLE_BATCHES; batch++) {
        const answer = await send(target, n, batch, false);
        if (before[`batch ${batch}`] === "absent") {
          expect(ok(answer)).toMatchObject({ created: PEOPLE_ROWS });
          continue;
        }
        // Imported already: the rerun is refused whole, every row named as a stored person's duplicate.
        expect(answer.status).toBe(400);
        const errors = (answer.body as { errors: { field: string }[] }).errors;
        const refusedRows = new Set(errors.filter((e) => e.field.endsWith(".email")).map((e) => e.field));
        expect(refusedRows.size).toBe(PEOPLE_ROWS);
      }
    },
    async verifyStored(db, last) {
      const batches = await queryRows<{
        batch: string;
        people: number | string;
        addresses: number | string;
        audited: number | string;
      }>(
        db,
        sql`select p.last_name as batch, count(*) as people,
              (select count(*) from record_items i join people q on i.owner_id = q.id
                where i.owner_type = 'person' and i.section = 'Address' and q.last_name = p.last_name) as addresses,
              (select count(*) from audit_log a join people q on a.entity_id = q.id::text
                where a.entity_type = 'person' and a.action = 'person.import' and q.last_name = p.last_name) as audited
            from people p where p.last_name like 'Crash-%' group by p.last_name order by 1`,
      );
      expect(batches).toHaveLength((last + 1) * PEOPLE_BATCHES);
      for (const batch of batches) {
        expect([batch.batch, Number(batch.people), Number(batch.addresses), Number(batch.audited)]).toEqual([
          batch.batch,
          PEOPLE_ROWS,
          PEOPLE_ROWS,
          PEOPLE_ROWS,
        ]);
      }
      expect(
        await count(db, sql`select count(distinct email) as n from people where email like 'crash-%'`),
      ).toBe((last + 1) * PEOPLE_BATCHES * PEOPLE_ROWS);
    },
  };
}
