import { formatRecordId } from "@rightsdesk/domain";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { contractGuaranteePayments, contractGuarantees, users } from "../../db/schema.js";

export interface GuaranteeValues {
  description: string | null;
  startDate: string;
  endDate: string;
  termCount: number;
  termUnit: string;
  amountCents: number;
  paymentMode: string;
  paymentTiming: string | null;
}

export interface PaymentValues {
  id?: number | undefined;
  dueDate: string;
  amountCents: number;
  paidOn: string | null;
  note: string | null;
}

const guaranteeColumns = {
  id: contractGuarantees.id,
  contractId: contractGuarantees.contractId,
  guaranteeNumber: contractGuarantees.guaranteeNumber,
  description: contractGuarantees.description,
  startDate: contractGuarantees.startDate,
  endDate: contractGuarantees.endDate,
  termCount: contractGuarantees.termCount,
  termUnit: contractGuarantees.termUnit,
  amountCents: contractGuarantees.amountCents,
  paymentMode: contractGuarantees.paymentMode,
  paymentTiming: contractGuarantees.paymentTiming,
  updatedAt: contractGuarantees.updatedAt,
  updatedBy: users.userName,
  version: contractGuarantees.version,
};
export type GuaranteeRow = Awaited<ReturnType<GuaranteeRepository["listOf"]>>[number];
export type PaymentRow = typeof contractGuaranteePayments.$inferSelect;

/** Guarantees ("GTY0001") and their payment records ("GR000001"), numbered from their ids. */
export class GuaranteeRepository {
  constructor(private readonly db: Db) {}

  async listOf(contractId: number) {
    return this.db
      .select(guaranteeColumns)
      .from(contractGuarantees)
      .leftJoin(users, eq(users.id, contractGuarantees.updatedBy))
      .where(eq(contractGuarantees.contractId, contractId))
      .orderBy(asc(contractGuarantees.startDate), asc(contractGuarantees.id));
  }

  async find(id: number, forUpdate = false) {
    const select = this.db
      .select(guaranteeColumns)
      .from(contractGuarantees)
      .leftJoin(users, eq(users.id, contractGuarantees.updatedBy))
      .where(eq(contractGuarantees.id, id));
    const [row] = forUpdate ? await select.for("update", { of: contractGuarantees }) : await select;
    return row;
  }

  async paymentsOf(guaranteeIds: readonly number[]): Promise<PaymentRow[]> {
    if (guaranteeIds.length === 0) return [];
    return this.db
      .select()
      .from(contractGuaranteePayments)
      .where(inArray(contractGuaranteePayments.guaranteeId, [...guaranteeIds]))
      .orderBy(asc(contractGuaranteePayments.dueDate), asc(contractGuaranteePayments.id));
  }

  async insert(contractId: number, values: GuaranteeValues, by: number, now: Date): Promise<number> {
    const [row] = await this.db
      .insert(contractGuarantees)
      .values({ ...values, contractId, createdAt: now, createdBy: by, updatedAt: now, updatedBy: by })
      .returning({ id: contractGuarantees.id });
    if (!row) throw new Error("The guarantee was not inserted.");
    const id = row.id;
    await this.db
      .update(contractGuarantees)
      .set({ guaranteeNumber: formatRecordId("GTY", id) })
      .where(eq(contractGuarantees.id, id));
    return id;
  }

  async update(id: number, values: GuaranteeValues, by: number, now: Date): Promise<void> {
    await this.db
      .update(contractGuarantees)
      .set({ ...values, version: sql`${contractGuarantees.version} + 1`, updatedAt: now, updatedBy: by })
      .where(eq(contractGuarantees.id, id));
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(contractGuarantees).where(eq(contractGuarantees.id, id));
  }

  /**
   * Replaces a guarantee's payments with `payments`: those sent back with an id of this guarantee
   * keep their id and number, the others are dropped, new ones are numbered.
   */
  async replacePayments(guaranteeId: number, payments: readonly PaymentValues[]): Promise<void> {
    const current = await this.paymentsOf([guaranteeId]);
    const currentIds = new Set(current.map((payment) => payment.id));
    const kept = new Set(
      payments
        .filter((p) => p.id !== undefined && currentIds.has(p.id))
        .flatMap((p) => (p.id === undefined ? [] : [p.id])),
    );
    const dropped = current.filter((payment) => !kept.has(payment.id)).map((payment) => payment.id);
    if (dropped.length > 0) {
      await this.db.delete(contractGuaranteePayments).where(inArray(contractGuaranteePayments.id, dropped));
    }
    for (const payment of payments) {
      const values = {
        dueDate: payment.dueDate,
        amountCents: payment.amountCents,
        paidOn: payment.paidOn,
        note: payment.note,
      };
      if (payment.id !== undefined && kept.has(payment.id)) {
        await this.db
          .update(contractGuaranteePayments)
          .set(values)
          .where(eq(contractGuaranteePayments.id, payment.id));
      }
    }
    const added = payments.filter((payment) => payment.id === undefined || !kept.has(payment.id));
    if (added.length > 0) {
      const rows = await this.db
        .insert(contractGuaranteePayments)
        .values(
          added.map((payment) => ({
            guaranteeId,
            dueDate: payment.dueDate,
            amountCents: payment.amountCents,
            paidOn: payment.paidOn,
            note: payment.note,
          })),
        )
        .returning({ id: contractGuaranteePayments.id });
      for (const row of rows) {
        await this.db
          .update(contractGuaranteePayments)
          .set({ recordNumber: formatRecordId("GR00", row.id) })
          .where(eq(contractGuaranteePayments.id, row.id));
      }
    }
  }

  /** A copy's guarantees: same terms, new numbers, every payment unpaid. */
  async copyAll(fromContractId: number, toContractId: number, by: number, now: Date): Promise<void> {
    const guarantees = await this.listOf(fromContractId);
    const payments = await this.paymentsOf(guarantees.map((g) => g.id));
    for (const guarantee of guarantees) {
      const id = await this.insert(toContractId, valuesOfGuarantee(guarantee), by, now);
      await this.replacePayments(
        id,
        payments
          .filter((payment) => payment.guaranteeId === guarantee.id)
          .map((payment) => ({
            dueDate: payment.dueDate,
            amountCents: payment.amountCents,
            paidOn: null,
            note: payment.note,
          })),
      );
    }
  }
}

export function valuesOfGuarantee(row: GuaranteeRow): GuaranteeValues {
  return {
    description: row.description,
    startDate: row.startDate,
    endDate: row.endDate,
    termCount: row.termCount,
    termUnit: row.termUnit,
    amountCents: row.amountCents,
    paymentMode: row.paymentMode,
    paymentTiming: row.paymentTiming,
  };
}
