import { AppError } from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import type { RecordContext } from "../../records/record-context.js";
import { assertNotLockedByOther } from "../../records/record-locks.js";
import { dependencyError } from "../../errors/app-errors.js";
import { contractValuesOf, missingOf } from "./contract-record.js";
import { ContractRepository, type ContractRow } from "./contract-repository.js";

export function contractNotFound(id: number): AppError {
  return AppError.notFound(`There is no contract with id ${id}.`);
}

export async function findContractOrFail(db: Db, id: number, forUpdate = false): Promise<ContractRow> {
  const row = await new ContractRepository(db).find(id, { forUpdate });
  if (!row) throw contractNotFound(id);
  return row;
}

/**
 * The contract a change is about, row-locked for the transaction: it must exist, not be locked
 * for editing by another user, and not be Voided (a voided contract is kept as it was).
 */
export async function contractForChange(db: Db, id: number, context: RecordContext): Promise<ContractRow> {
  const row = await findContractOrFail(db, id, true);
  await assertNotLockedByOther(db, "contract", id, context.caller, context.now);
  if (row.status === "Voided" || row.status === "Cancelled") {
    throw dependencyError("A Voided contract cannot change; copy it instead.", "status", []);
  }
  return row;
}

/** Recomputes and stores the completeness flag, in the caller's transaction. */
export async function recomputeCompleteness(db: Db, id: number): Promise<void> {
  const repository = new ContractRepository(db);
  const row = await repository.find(id);
  if (!row) return;
  const missing = missingOf(contractValuesOf(row), await repository.counts(id));
  const completeness = missing.length === 0 ? "COMPLETE" : "INCOMPLETE";
  if (completeness !== row.completeness) {
    await repository.setCompleteness(id, completeness);
  }
}
