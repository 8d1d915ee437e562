import { expect } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "../../db/rows.js";
import { bulkSharedTerms } from "../contract-fixtures.js";
import { ok, type CrashTarget, type Progress } from "./crash-harness.js";
import { wholeOrAbsent, type BatchStates, type CrashOperation } from "./crash-operation.js";

const CONTRACT_BATCHES = 2;
const CONTRACT_ROWS = 150;
/** The terms every row shares: the union principal contract of the fixtures, less its talent. */
const contractShared = bulkSharedTerms({ title: "Crash principal" });

interface BulkAnswer {
  committed: boolean;
  created: number;
  existing: number;
  rows: { outcome: string }[];
}

/** Crash operation (1), a bulk contract creation: a file of rows sent in batches, as the CLI does. */
export function bulkContracts(): CrashOperation {
  let talentId = 0;
  const rows = (n: number, batch: number) =>
    Array.from({ length: CONTRACT_ROWS }, (_, row) => ({
      key: `crash-${n}-${batch}-${row}`,
      talent: talentId,
    }));
  const send = (target: CrashTarget, n: number, batch: number, dryRun: boolean, progress?: Progress) =>
    target.call(
      {
        method: "POST",
        path: "/Contract/Bulk",
        json: { shared: contractShared, rows: rows(n, batch), dryRun },
      },
      progress?.start(`batch ${batch}`),
    );
  return {
    name: "bulk contract creation",
    async prepare(target) {
      const talent = ok(
        await target.call({
          method: "POST",
          path: "/People",
          json: { personName: { firstName: "Crash", lastName: "Talent" }, kinds: ["TALENT"] },
        }),
      ) as { id: number };
      talentId = talent.id;
    },
    async run(target, n, progress) {
      for (let batch = 1; batch <= CONTRACT_BATCHES; batch++) {
        const answer = ok(await send(target, n, batch, false, progress)) as BulkAnswer;
        expect(answer).toMatchObject({ committed: true, created: CONTRACT_ROWS });
      }
    },
    async check(target, n) {
      const states: BatchStates = {};
      for (let batch = 1; batch <= CONTRACT_BATCHES; batch++) {
        // A dry run writes nothing and names each row whose key made a contract before.
        const dry = ok(await send(target, n, batch, true)) as BulkAnswer;
        states[`batch ${batch}`] = wholeOrAbsent(
          dry.existing,
          CONTRACT_ROWS,
          `contracts of attempt ${n} batch ${batch}`,
        );
      }
      return states;
    },
    async rerun(target, n, before) {
      for (let batch = 1; batch <= CONTRACT_BATCHES; batch++) {
        const answer = ok(await send(target, n, batch, false)) as BulkAnswer;
        const existing = before[`batch ${batch}`] === "whole" ? CONTRACT_ROWS : 0;
        expect(answer).toMatchObject({ committed: true, existing, created: CONTRACT_ROWS - existing });
      }
    },
    async verifyStored(db, last) {
      const batches = await queryRows<{
        batch: string;
        contracts: number | string;
        audited: number | string;
      }>(
        db,
        sql`select regexp_replace(c.import_key, '-[0-9]+$', '') as batch, count(*) as contracts,
              count(a.id) as audited
            from contracts c
            left join audit_log a on a.entity_type = 'contract' and a.entity_id = c.id::text
              and a.action = 'contract.create'
            where c.import_key like 'crash-%' group by 1 order by 1`,
      );
      expect(batches).toHaveLength((last + 1) * CONTRACT_BATCHES);
      for (const batch of batches) {
        expect({
          batch: batch.batch,
          contracts: Number(batch.contracts),
          audited: Number(batch.audited),
        }).toEqual({
          batch: batch.batch,
          contracts: CONTRACT_ROWS,
          audited: CONTRACT_ROWS,
        });
      }
    },
  };
}
