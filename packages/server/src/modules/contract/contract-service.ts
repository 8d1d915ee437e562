import {
  AppError,
  decideDocumentStatusChange,
  decidePayrollStatusChange,
  formatContractNumber,
  isSameUseRight,
  proposeContractFees,
  type ContractCopyRequestSchema,
  type ContractCreateRequestSchema,
  type ContractDetail,
  type ContractLifecycleStatus,
  type ContractListResultSchema,
  type ContractStatus,
  type ContractStatusChangeRequestSchema,
  type ContractUpdateRequestSchema,
  type ContractUseRightAddRequestSchema,
  type ContractUseRightListSchema,
  type ContractUseRightUpdateRequestSchema,
  type LinkedContractAssetListSchema,
  type ProposeFeesAnswer,
  type ProposeFeesRequestSchema,
} from "@rightsdesk/domain";
import type { z } from "zod";
import { diffFields } from "../../audit/audit-log.js";
import { writeRecordAudit } from "../../records/record-audit-log.js";
import type { Db } from "../../db/database.js";
import { type RecordContext } from "../../records/record-context.js";
import { RecordItemRepository } from "../../records/record-item-repository.js";
import { assertNotLockedByOther } from "../../records/record-locks.js";
import { refuseDeleteWhileNamed } from "../../records/record-references.js";
import { dependencyError, duplicateName, invalidField, staleVersion } from "../../errors/app-errors.js";
import { runInTransaction } from "../../db/run-in-transaction.js";
import { toUseRightRecord, useRightValuesFrom } from "../asset/asset-record.js";
import { assetForChange, recomputeAssetRights } from "../asset/asset-rules.js";
import { checkUseRightHolder } from "../asset/use-right-service.js";
import { UseRightRepository, type UseRightValues } from "../asset/use-right-repository.js";
import { deleteOwnerDocuments } from "../documents/document-service.js";
import { loadClientRateCard } from "../money/rate-card-repository.js";
import { activeAssetIds, linkContractsToAssets } from "./contract-links.js";
import {
  contractValuesFrom,
  contractValuesOf,
  estimatedFeesFrom,
  estimatedFeesOf,
  describeContract,
  present,
  missingOf,
  statusFacts,
  toContractDetail,
  toContractSummary,
} from "./contract-record.js";
import { checkContractReferences, type FieldProblem } from "./contract-references.js";
import { ContractRepository } from "./contract-repository.js";
import { contractForChange, findContractOrFail, recomputeCompleteness } from "./contract-rules.js";
import { GuaranteeRepository } from "./guarantee-repository.js";

type Out<T extends z.ZodType> = z.input<T>;

/** A contract as the API answers it; NotFound when there is none. `now` decides "expired". */
export async function getContractDetail(db: Db, id: number, now: Date = new Date()): Promise<ContractDetail> {
  const row = await findContractOrFail(db, id);
  return toContractDetail(row, await new ContractRepository(db).counts(id), now);
}

/** The commercials a contract is linked to. */
export async function linkedAssetsOf(db: Db, id: number): Promise<Out<typeof LinkedContractAssetListSchema>> {
  const rows = await new ContractRepository(db).linkedAssets(id);
  return {
    totalRecords: rows.length,
    records: rows.map((row) => ({
      assetId: row.assetId,
      adId: row.adId,
      title: row.title,
      status: row.status,
      earliestExpireDate: row.earliestExpireDate,
      castItemId: row.castItemId,
      linkedAt: row.linkedAt.toISOString(),
    })),
  };
}

/** The rights a contract acquired: use rights of its linked assets that carry its id. */
export async function useRightsOf(db: Db, id: number): Promise<Out<typeof ContractUseRightListSchema>> {
  const ids = await new ContractRepository(db).useRightIdsOf(id);
  const assets = new Map((await new ContractRepository(db).linkedAssets(id)).map((a) => [a.assetId, a]));
  const rights = new UseRightRepository(db);
  const records = [];
  for (const rightId of ids) {
    const row = await rights.find(rightId);
    if (!row) continue;
    const asset = assets.get(row.assetId);
    records.push({
      ...toUseRightRecord(row),
      contractId: id,
      adId: asset?.adId ?? "",
      assetTitle: asset?.title ?? "",
    });
  }
  return { totalRecords: records.length, records };
}

/** The number after the highest server-made one ("CT00042" → "CT00043"), read in the caller's transaction. */
export async function nextContractNumbers(db: Db, count: number): Promise<string[]> {
  const start = (await new ContractRepository(db).highestServerNumber()) + 1;
  return Array.from({ length: count }, (_, index) => formatContractNumber(start + index));
}

/** Serialises number-taking writers: one transaction at a time picks numbers (plain reads go on). */
export async function lockContractNumbers(db: Db): Promise<void> {
  await new ContractRepository(db).lockNumbers();
}

function invalidProblems(problems: readonly FieldProblem[]): AppError {
  return AppError.invalidData(problems[0]?.message ?? "The contract is not valid.", [...problems]);
}

/** Contracts: list, profile, status, copy, delete, fees and the links to assets and rights acquired. */
export class ContractService {
  constructor(private readonly db: Db) {}

  async list(query: unknown): Promise<Out<typeof ContractListResultSchema>> {
    const page = await new ContractRepository(this.db).list(query);
    return { totalRecords: page.totalRecords, records: page.records.map(toContractSummary) };
  }

  get(id: number, now: Date): Promise<ContractDetail> {
    return getContractDetail(this.db, id, now);
  }

  async nextNumber(): Promise<{ contractNumber: string }> {
    const [contractNumber] = await nextContractNumbers(this.db, 1);
    return { contractNumber: present(contractNumber, "a contract number") };
  }

  async create(
    request: z.output<typeof ContractCreateRequestSchema>,
    context: RecordContext,
  ): Promise<ContractDetail> {
    const id = await runInTransaction(this.db, async (tx) => {
      await lockContractNumbers(tx);
      const contractNumber =
        request.contractNumber ?? present((await nextContractNumbers(tx, 1))[0], "a contract number");
      const values = contractValuesFrom(request, contractNumber);
      const [problems] = await checkContractReferences(tx, [values]);
      if (problems && problems.length > 0) throw invalidProblems(problems);
      if ((await new ContractRepository(tx).existingNumbers([contractNumber])).length > 0) {
        throw duplicateName("contractNumber", `The contract number ${contractNumber} is taken.`);
      }
      const missing = missingOf(values, emptyCounts);
      const id = await new ContractRepository(tx).insert({
        ...values,
        status: values.existing ? "Active" : "Draft",
        payrollStatus: "CREATED",
        completeness: missing.length === 0 ? "COMPLETE" : "INCOMPLETE",
        createdAt: context.now,
        createdBy: context.caller.userId,
        updatedAt: context.now,
        updatedBy: context.caller.userId,
      });
      const estimated = estimatedFeesFrom(request);
      await new ContractRepository(tx).setFeeEstimates(id, estimated, context.caller.userId, context.now);
      await writeRecordAudit(
        tx,
        context,
        "contract",
        id,
        "create",
        diffFields({}, { ...values, estimatedFees: estimated.join(", ") }),
      );
      return id;
    });
    return this.get(id, context.now);
  }

  async update(
    id: number,
    request: z.output<typeof ContractUpdateRequestSchema>,
    context: RecordContext,
  ): Promise<ContractDetail> {
    await runInTransaction(this.db, async (tx) => {
      const before = await contractForChange(tx, id, context);
      if (request.version !== before.version) throw staleVersion("contract");
      const values = contractValuesFrom(request, request.contractNumber ?? before.contractNumber);
      const [problems] = await checkContractReferences(tx, [values]);
      if (problems && problems.length > 0) throw invalidProblems(problems);
      if (
        values.contractNumber !== before.contractNumber &&
        (await new ContractRepository(tx).existingNumbers([values.contractNumber])).length > 0
      ) {
        throw duplicateName("contractNumber", `The contract number ${values.contractNumber} is taken.`);
      }
      const contracts = new ContractRepository(tx);
      if (!(await contracts.update(id, request.version, values, context.caller.userId, context.now))) {
        throw staleVersion("contract");
      }
      await recomputeCompleteness(tx, id);
      const estimated = estimatedFeesFrom(request);
      await contracts.setFeeEstimates(id, estimated, context.caller.userId, context.now);
      await writeRecordAudit(
        tx,
        context,
        "contract",
        id,
        "update",
        diffFields(
          { ...contractValuesOf(before), estimatedFees: estimatedFeesOf(before.estimatedFees).join(", ") },
          { ...values, estimatedFees: estimated.join(", ") },
        ),
      );
    });
    return this.get(id, context.now);
  }

  /**
   * Moves the document or payroll status as the domain's machines allow: a refusal is InvalidData
   * carrying the domain's message, naming `status` or `payrollStatus`. Voided is final whatever a
   * client sends.
   */
  async changeStatus(
    id: number,
    request: z.output<typeof ContractStatusChangeRequestSchema>,
    context: RecordContext,
  ): Promise<ContractDetail> {
    await runInTransaction(this.db, async (tx) => {
      const before = await findContractOrFail(tx, id, true);
      await assertNotLockedByOther(tx, "contract", id, context.caller, context.now);
      if (request.version !== before.version) throw staleVersion("contract");
      const values = contractValuesOf(before);
      const missing = missingOf(values, await new ContractRepository(tx).counts(id));
      const facts = statusFacts(values, missing.length === 0, context.now);
      let change: { field: "status" | "payrollStatus"; from: string; to: string };
      if (request.status !== undefined) {
        const decision = decideDocumentStatusChange(before.status as ContractStatus, request.status, facts);
        if (decision.status === "refused") throw invalidField("status", decision.message);
        change = { field: "status", from: before.status, to: decision.to };
      } else {
        const to = present(request.payrollStatus, "a payroll status");
        const decision = decidePayrollStatusChange(
          before.payrollStatus as ContractLifecycleStatus,
          to,
          facts,
        );
        if (decision.status === "refused") throw invalidField("payrollStatus", decision.message);
        change = { field: "payrollStatus", from: before.payrollStatus, to: decision.to };
      }
      await new ContractRepository(tx).setStatus(
        id,
        change,
        missing.length === 0 ? "COMPLETE" : "INCOMPLETE",
        context.caller.userId,
        context.now,
      );
      await writeRecordAudit(tx, context, "contract", id, "status", [
        { field: change.field, from: change.from, to: change.to },
        ...(request.reason ? [{ field: "reason", from: null, to: request.reason }] : []),
      ]);
    });
    return this.get(id, context.now);
  }

  /** A Draft copy with the next number: profile, section items and guarantees (new numbers, unpaid). */
  async copy(
    id: number,
    request: z.output<typeof ContractCopyRequestSchema>,
    context: RecordContext,
  ): Promise<ContractDetail> {
    const copyId = await runInTransaction(this.db, async (tx) => {
      const source = await findContractOrFail(tx, id);
      await lockContractNumbers(tx);
      const [contractNumber] = await nextContractNumbers(tx, 1);
      const values = {
        ...contractValuesOf(source),
        contractNumber: present(contractNumber, "a contract number"),
        title: request?.title?.trim() || `Copy of ${source.title}`.slice(0, 200),
        existing: false,
        signedOn: null,
      };
      const copyId = await new ContractRepository(tx).insert({
        ...values,
        status: "Draft",
        payrollStatus: "CREATED",
        createdAt: context.now,
        createdBy: context.caller.userId,
        updatedAt: context.now,
        updatedBy: context.caller.userId,
      });
      const sectionItems = new RecordItemRepository(tx);
      const items = await sectionItems.allOf("contract", id);
      await sectionItems.insertMany(
        items.map((item) => ({
          ownerType: "contract",
          ownerId: copyId,
          section: item.section,
          data: item.data,
        })),
        context.caller.userId,
        context.now,
      );
      await new GuaranteeRepository(tx).copyAll(id, copyId, context.caller.userId, context.now);
      await recomputeCompleteness(tx, copyId);
      await writeRecordAudit(tx, context, "contract", copyId, "copy", [
        { field: "copiedFrom", from: null, to: source.contractNumber },
      ]);
      return copyId;
    });
    return this.get(copyId, context.now);
  }

  /**
   * Deletes a Draft for good with its items, guarantees, links and documents; refused while it
   * holds rights acquired or a completion report names it.
   */
  async delete(id: number, context: RecordContext): Promise<{ done: true }> {
    await runInTransaction(this.db, async (tx) => {
      const contract = await findContractOrFail(tx, id, true);
      await assertNotLockedByOther(tx, "contract", id, context.caller, context.now);
      if (contract.status !== "Draft") {
        throw invalidField("status", "Only a Draft contract can be deleted; void it instead.");
      }
      const rights = await useRightsOf(tx, id);
      if (rights.totalRecords > 0) {
        throw dependencyError(
          `${describeContract(contract)} holds ${rights.totalRecords} rights acquired; remove them first.`,
          "useRights",
          rights.records.map((right) => `${right.useRightType} on ${right.adId}`),
        );
      }
      await refuseDeleteWhileNamed(tx, "contract", id, describeContract(contract));
      await new RecordItemRepository(tx).deleteAllOf("contract", id);
      await deleteOwnerDocuments(tx, "contract", id);
      await new ContractRepository(tx).delete(id);
      await writeRecordAudit(
        tx,
        context,
        "contract",
        id,
        "delete",
        diffFields({ ...contractValuesOf(contract) }, {}),
      );
    });
    return { done: true };
  }

  /** The fees a contract would propose, priced by the client's rate card before the shipped schedules. */
  async proposeFees(request: z.output<typeof ProposeFeesRequestSchema>): Promise<ProposeFeesAnswer> {
    return proposeContractFees({ ...request, rateCard: await loadClientRateCard(this.db) });
  }

  async linkedAssets(id: number): Promise<Out<typeof LinkedContractAssetListSchema>> {
    await findContractOrFail(this.db, id);
    return linkedAssetsOf(this.db, id);
  }

  /** Links an asset, putting the talent on its cast unless there already. */
  async linkAsset(
    id: number,
    assetId: number,
    context: RecordContext,
  ): Promise<Out<typeof LinkedContractAssetListSchema>["records"][number]> {
    await runInTransaction(this.db, async (tx) => {
      const contract = await contractForChange(tx, id, context);
      if (!(await activeAssetIds(tx, [assetId])).has(assetId)) {
        throw invalidField("assetId", `There is no active asset with id ${assetId}.`);
      }
      if (await new ContractRepository(tx).findAssetLink(id, assetId))
        throw duplicateName("assetId", `${describeContract(contract)} is already linked to that asset.`);
      await linkContractsToAssets(
        tx,
        [{ contractId: id, assetId, values: contractValuesOf(contract) }],
        context.caller.userId,
        context.now,
      );
      await this.touch(tx, id, context);
      await writeRecordAudit(tx, context, "contract", id, "asset.link", [
        { field: "assetId", from: null, to: assetId },
      ]);
    });
    const linked = (await linkedAssetsOf(this.db, id)).records.find((row) => row.assetId === assetId);
    return present(linked, "the link");
  }

  async unlinkAsset(id: number, assetId: number, context: RecordContext): Promise<{ done: true }> {
    await runInTransaction(this.db, async (tx) => {
      const contract = await contractForChange(tx, id, context);
      const contracts = new ContractRepository(tx);
      const link = await contracts.findAssetLink(id, assetId);
      if (!link) throw AppError.notFound(`${describeContract(contract)} is not linked to asset ${assetId}.`);
      const held = (await useRightsOf(tx, id)).records.filter((right) => right.assetId === assetId);
      if (held.length > 0) {
        throw dependencyError(
          `${describeContract(contract)} holds rights acquired on this asset; remove them first.`,
          "useRights",
          held.map((right) => `${right.useRightType} on ${right.adId}`),
        );
      }
      await contracts.unlinkAsset(id, assetId);
      await this.touch(tx, id, context);
      await writeRecordAudit(tx, context, "contract", id, "asset.unlink", [
        { field: "assetId", from: assetId, to: null },
      ]);
    });
    return { done: true };
  }

  async useRights(id: number): Promise<Out<typeof ContractUseRightListSchema>> {
    await findContractOrFail(this.db, id);
    return useRightsOf(this.db, id);
  }

  /**
   * Adds a right acquired on a linked asset, held by the talent's cast item; the asset's status
   * follows. When the asset already holds the same right of its own (same use, media and term,
   * for this performer or the whole cast), that right becomes the contract's: no duplicate.
   */
  async addUseRight(
    id: number,
    request: z.output<typeof ContractUseRightAddRequestSchema>,
    context: RecordContext,
  ): Promise<Out<typeof ContractUseRightListSchema>["records"][number]> {
    const rightId = await runInTransaction(this.db, async (tx) => {
      await contractForChange(tx, id, context);
      const link = await new ContractRepository(tx).findAssetLink(id, request.assetId);
      if (!link) throw invalidField("assetId", "Link the asset to the contract before adding rights on it.");
      await assetForChange(tx, request.assetId, context);
      const values: UseRightValues = useRightValuesFrom(
        request.useRight,
        link.castItemId ?? undefined,
        false,
      );
      await checkUseRightHolder(tx, request.assetId, values);
      const repository = new ContractRepository(tx);
      const same = (await repository.assetOwnRights(request.assetId)).find(
        (right) =>
          (right.castItemId === null || right.castItemId === values.castItemId) &&
          isSameUseRight(right, values),
      );
      if (same) {
        await repository.acquireExistingRight(same.id, id, context.caller.userId, context.now);
      }
      const rightId =
        same?.id ??
        (await new UseRightRepository(tx).insert(
          request.assetId,
          values,
          context.caller.userId,
          context.now,
          {
            contractId: id,
          },
        ));
      await recomputeAssetRights(tx, request.assetId, context.now, {
        by: context.caller.userId,
        now: context.now,
      });
      await this.touch(tx, id, context);
      await writeRecordAudit(
        tx,
        context,
        "contract",
        id,
        same ? "useRight.link" : "useRight.create",
        diffFields({}, { useRightId: rightId, assetId: request.assetId, ...values }),
      );
      return rightId;
    });
    return this.useRightRecord(id, rightId);
  }

  async updateUseRight(
    rightId: number,
    request: z.output<typeof ContractUseRightUpdateRequestSchema>,
    context: RecordContext,
  ): Promise<Out<typeof ContractUseRightListSchema>["records"][number]> {
    const contractId = await runInTransaction(this.db, async (tx) => {
      const right = await this.contractRight(tx, rightId);
      await contractForChange(tx, right.contractId, context);
      await assetForChange(tx, right.assetId, context);
      if (right.version !== request.version) throw staleVersion("right acquired");
      const values = useRightValuesFrom(request.useRight, right.castItemId ?? undefined, false);
      await checkUseRightHolder(tx, right.assetId, values);
      const ok = await new UseRightRepository(tx).update(
        rightId,
        request.version,
        values,
        context.caller.userId,
        context.now,
      );
      if (!ok) throw staleVersion("right acquired");
      await recomputeAssetRights(tx, right.assetId, context.now, {
        by: context.caller.userId,
        now: context.now,
      });
      await this.touch(tx, right.contractId, context);
      await writeRecordAudit(tx, context, "contract", right.contractId, "useRight.update", [
        { field: "useRightId", from: rightId, to: rightId },
      ]);
      return right.contractId;
    });
    return this.useRightRecord(contractId, rightId);
  }

  async deleteUseRight(rightId: number, context: RecordContext): Promise<{ done: true }> {
    await runInTransaction(this.db, async (tx) => {
      const right = await this.contractRight(tx, rightId);
      await contractForChange(tx, right.contractId, context);
      await assetForChange(tx, right.assetId, context);
      await new UseRightRepository(tx).delete(rightId);
      await recomputeAssetRights(tx, right.assetId, context.now, {
        by: context.caller.userId,
        now: context.now,
      });
      await this.touch(tx, right.contractId, context);
      await writeRecordAudit(tx, context, "contract", right.contractId, "useRight.delete", [
        { field: "useRightId", from: rightId, to: null },
      ]);
    });
    return { done: true };
  }

  private async contractRight(db: Db, rightId: number) {
    const right = await new ContractRepository(db).findRightAcquired(rightId);
    if (!right || right.contractId === null) {
      throw AppError.notFound(`There is no right acquired with id ${rightId}.`);
    }
    return { ...right, contractId: right.contractId };
  }

  private async useRightRecord(contractId: number, rightId: number) {
    const record = (await useRightsOf(this.db, contractId)).records.find((right) => right.id === rightId);
    if (!record) throw AppError.notFound(`There is no right acquired with id ${rightId}.`);
    return record;
  }

  /** Marks the contract changed and recomputes its completeness, in the caller's transaction. */
  private async touch(tx: Db, id: number, context: RecordContext): Promise<void> {
    await new ContractRepository(tx).touch(id, context.caller.userId, context.now);
    await recomputeCompleteness(tx, id);
  }
}

const emptyCounts = { linkedAssetCount: 0, useRightCount: 0, workDayCount: 0, taxFormCount: 0 };
