import {
  AppError,
  termEndDate,
  toIsoDate,
  type GuaranteeListSchema,
  type GuaranteeRecordSchema,
  type GuaranteeSaveRequestSchema,
  type GuaranteeUpdateRequestSchema,
  type TermUnit,
} from "@rightsdesk/domain";
import type { z } from "zod";
import { diffFields } from "../../audit/audit-log.js";
import { writeRecordAudit } from "../../records/record-audit-log.js";
import type { Db } from "../../db/database.js";
import { type RecordContext } from "../../records/record-context.js";
import { dependencyError, staleVersion } from "../../errors/app-errors.js";
import { runInTransaction } from "../../db/run-in-transaction.js";
import { contractForChange, findContractOrFail } from "./contract-rules.js";
import {
  GuaranteeRepository,
  valuesOfGuarantee,
  type GuaranteeRow,
  type GuaranteeValues,
  type PaymentRow,
} from "./guarantee-repository.js";

type RecordOut = z.input<typeof GuaranteeRecordSchema>;
type SaveInput = z.output<typeof GuaranteeSaveRequestSchema>;

function valuesFrom(input: SaveInput): GuaranteeValues {
  return {
    description: input.description?.trim() ? input.description.trim() : null,
    startDate: input.startDate,
    endDate: termEndDate(toIsoDate(input.startDate), input.termCount, input.termUnit as TermUnit),
    termCount: input.termCount,
    termUnit: input.termUnit,
    amountCents: input.amountCents,
    paymentMode: input.paymentMode,
    paymentTiming: input.paymentTiming ?? null,
  };
}

function paymentsFrom(input: SaveInput) {
  return input.payments.map((payment) => ({
    id: payment.id,
    dueDate: payment.dueDate,
    amountCents: payment.amountCents,
    paidOn: payment.paidOn?.trim() ? payment.paidOn : null,
    note: payment.note?.trim() ? payment.note.trim() : null,
  }));
}

function toRecord(row: GuaranteeRow, payments: readonly PaymentRow[]): RecordOut {
  const own = payments.filter((payment) => payment.guaranteeId === row.id);
  return {
    id: row.id,
    contractId: row.contractId,
    guaranteeNumber: row.guaranteeNumber ?? "",
    description: row.description,
    startDate: row.startDate,
    endDate: row.endDate,
    termCount: row.termCount,
    termUnit: row.termUnit as RecordOut["termUnit"],
    amountCents: row.amountCents,
    paidCents: own.filter((p) => p.paidOn !== null).reduce((sum, p) => sum + p.amountCents, 0),
    paymentMode: row.paymentMode as RecordOut["paymentMode"],
    paymentTiming: row.paymentTiming as RecordOut["paymentTiming"],
    payments: own.map((payment) => ({
      id: payment.id,
      recordNumber: payment.recordNumber ?? "",
      dueDate: payment.dueDate,
      amountCents: payment.amountCents,
      paidOn: payment.paidOn,
      note: payment.note,
    })),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy ?? null,
    version: row.version,
  };
}

/** A contract's guarantees: end date from the domain's term rule, numbers from ids, payments as a set. */
export class GuaranteeService {
  constructor(private readonly db: Db) {}

  async list(contractId: number): Promise<z.input<typeof GuaranteeListSchema>> {
    await findContractOrFail(this.db, contractId);
    const repository = new GuaranteeRepository(this.db);
    const rows = await repository.listOf(contractId);
    const payments = await repository.paymentsOf(rows.map((row) => row.id));
    return { totalRecords: rows.length, records: rows.map((row) => toRecord(row, payments)) };
  }

  async add(contractId: number, request: SaveInput, context: RecordContext): Promise<RecordOut> {
    const id = await runInTransaction(this.db, async (tx) => {
      await contractForChange(tx, contractId, context);
      const repository = new GuaranteeRepository(tx);
      const values = valuesFrom(request);
      const id = await repository.insert(contractId, values, context.caller.userId, context.now);
      await repository.replacePayments(id, paymentsFrom(request));
      await writeRecordAudit(
        tx,
        context,
        "contract",
        contractId,
        "guarantee.create",
        diffFields({}, { guaranteeId: id, ...values }),
      );
      return id;
    });
    return this.get(id);
  }

  async update(
    id: number,
    request: z.output<typeof GuaranteeUpdateRequestSchema>,
    context: RecordContext,
  ): Promise<RecordOut> {
    await runInTransaction(this.db, async (tx) => {
      const repository = new GuaranteeRepository(tx);
      const found = await this.findOrFail(tx, id);
      await contractForChange(tx, found.contractId, context);
      const before = await this.findOrFail(tx, id, true);
      if (before.version !== request.version) throw staleVersion("guarantee");
      const values = valuesFrom(request);
      await repository.update(id, values, context.caller.userId, context.now);
      await repository.replacePayments(id, paymentsFrom(request));
      await writeRecordAudit(tx, context, "contract", before.contractId, "guarantee.update", [
        { field: "guaranteeId", from: id, to: id },
        ...diffFields({ ...valuesOfGuarantee(before) }, { ...values }),
      ]);
    });
    return this.get(id);
  }

  async delete(id: number, context: RecordContext): Promise<{ done: true }> {
    await runInTransaction(this.db, async (tx) => {
      const repository = new GuaranteeRepository(tx);
      const found = await this.findOrFail(tx, id);
      await contractForChange(tx, found.contractId, context);
      const before = await this.findOrFail(tx, id, true);
      const paid = (await repository.paymentsOf([id])).filter((payment) => payment.paidOn !== null);
      if (paid.length > 0) {
        throw dependencyError(
          `Guarantee ${before.guaranteeNumber} has paid payments; it cannot be deleted.`,
          "payments",
          paid.map((payment) => `${payment.recordNumber} paid on ${payment.paidOn}`),
        );
      }
      await repository.delete(id);
      await writeRecordAudit(
        tx,
        context,
        "contract",
        before.contractId,
        "guarantee.delete",
        diffFields({ guaranteeId: id, ...valuesOfGuarantee(before) }, {}),
      );
    });
    return { done: true };
  }

  private async get(id: number): Promise<RecordOut> {
    const row = await this.findOrFail(this.db, id);
    return toRecord(row, await new GuaranteeRepository(this.db).paymentsOf([id]));
  }

  private async findOrFail(db: Db, id: number, forUpdate = false): Promise<GuaranteeRow> {
    const row = await new GuaranteeRepository(db).find(id, forUpdate);
    if (!row) throw AppError.notFound(`There is no guarantee with id ${id}.`);
    return row;
  }
}
