import {
  AppError,
  type ElementLicenceAddRequestSchema,
  type ElementLicenceListSchema,
  type ElementLicenceRecordSchema,
  type ElementLicenceUpdateRequestSchema,
} from "@rightsdesk/domain";
import type { z } from "zod";
import { diffFields } from "../../audit/audit-log.js";
import { writeRecordAudit } from "../../records/record-audit-log.js";
import type { Db } from "../../db/database.js";
import { type RecordContext } from "../../records/record-context.js";
import { staleVersion } from "../../errors/app-errors.js";
import { runInTransaction } from "../../db/run-in-transaction.js";
import { licenceValuesFrom, licenceValuesOf, toLicenceRecord } from "./element-record.js";
import { elementForChange, findElementOrFail, recomputeElementRights } from "./element-rules.js";
import { LicenceRepository, type LicenceRow } from "./licence-repository.js";
import type { LinkedAssets } from "./linked-assets.js";

type Out<T extends z.ZodType> = z.input<T>;
type LicenceOut = Out<typeof ElementLicenceRecordSchema>;

function licenceNotFound(id: number): AppError {
  return AppError.notFound(`There is no licence with id ${id}.`);
}

/**
 * The licences of an element ("rights contracted"). A licence's end can end the element and every
 * spot it is linked to, so each change recomputes the element's status and every linked asset's in
 * the same transaction; changes are audited under the element.
 */
export class LicenceService {
  constructor(
    private readonly db: Db,
    private readonly linkedAssets: LinkedAssets,
  ) {}

  async list(elementId: number): Promise<Out<typeof ElementLicenceListSchema>> {
    await findElementOrFail(this.db, elementId);
    const rows = await new LicenceRepository(this.db).listOf([elementId]);
    return { totalRecords: rows.length, records: rows.map(toLicenceRecord) };
  }

  async add(
    elementId: number,
    request: z.output<typeof ElementLicenceAddRequestSchema>,
    context: RecordContext,
  ): Promise<LicenceOut> {
    const values = licenceValuesFrom(request.licence);
    const id = await runInTransaction(this.db, async (tx) => {
      await elementForChange(tx, elementId, context);
      const id = await new LicenceRepository(tx).insert(
        elementId,
        values,
        context.caller.userId,
        context.now,
      );
      await this.afterChange(tx, elementId, context);
      await writeRecordAudit(
        tx,
        context,
        "element",
        elementId,
        "licence.create",
        diffFields({}, { licenceId: id, ...values }),
      );
      return id;
    });
    return toLicenceRecord(await this.findOrFail(this.db, id));
  }

  async update(
    id: number,
    request: z.output<typeof ElementLicenceUpdateRequestSchema>,
    context: RecordContext,
  ): Promise<LicenceOut> {
    const values = licenceValuesFrom(request.licence);
    await runInTransaction(this.db, async (tx) => {
      // The element is locked first, as every change to it does, then the licence.
      await elementForChange(tx, (await this.findOrFail(tx, id)).elementId, context);
      const before = await this.findOrFail(tx, id, true);
      if (request.version !== before.version) throw staleVersion("licence");
      const licences = new LicenceRepository(tx);
      if (!(await licences.update(id, request.version, values, context.caller.userId, context.now))) {
        throw staleVersion("licence");
      }
      await this.afterChange(tx, before.elementId, context);
      await writeRecordAudit(tx, context, "element", before.elementId, "licence.update", [
        { field: "licenceId", from: id, to: id },
        ...diffFields({ ...licenceValuesOf(before) }, { ...values }),
      ]);
    });
    return toLicenceRecord(await this.findOrFail(this.db, id));
  }

  async delete(id: number, context: RecordContext): Promise<{ done: true }> {
    await runInTransaction(this.db, async (tx) => {
      await elementForChange(tx, (await this.findOrFail(tx, id)).elementId, context);
      const before = await this.findOrFail(tx, id, true);
      await new LicenceRepository(tx).delete(id);
      await this.afterChange(tx, before.elementId, context);
      await writeRecordAudit(
        tx,
        context,
        "element",
        before.elementId,
        "licence.delete",
        diffFields({ licenceId: id, ...licenceValuesOf(before) }, {}),
      );
    });
    return { done: true };
  }

  /** A changed licence changes what ends the element and its spots: recompute both, mark the element changed. */
  private async afterChange(tx: Db, elementId: number, context: RecordContext): Promise<void> {
    await recomputeElementRights(tx, elementId, context.now, { by: context.caller.userId, now: context.now });
    await this.linkedAssets.recompute(tx, elementId, context.now);
  }

  private async findOrFail(db: Db, id: number, forUpdate = false): Promise<LicenceRow> {
    const row = await new LicenceRepository(db).find(id, { forUpdate });
    if (!row) throw licenceNotFound(id);
    return row;
  }
}
