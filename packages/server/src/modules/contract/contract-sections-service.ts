import {
  findContractSection,
  type DoneResponse,
  type ContractSectionKey,
  type contractSectionSchemas,
} from "@rightsdesk/domain";
import type { z } from "zod";
import type { Db } from "../../db/database.js";
import type { FieldEncryption } from "../../records/field-encryption.js";
import type { RecordContext } from "../../records/record-context.js";
import type { RecordSection } from "../../records/record-item-data.js";
import type { StoredItem } from "../../records/record-item-repository.js";
import { RecordItemService, type ItemView } from "../../records/record-items.js";
import { runInTransaction } from "../admin/run-in-transaction.js";
import { recomputeCompleteness } from "./contract-rules.js";
import { contracts } from "../../db/schema.js";
import { eq } from "drizzle-orm";
import { contractForChange, findContractOrFail } from "./contract-rules.js";

type Schemas = typeof contractSectionSchemas;
type ItemOut = z.input<Schemas["ItemSchema"]>;

function toSectionItem(view: ItemView): ItemOut {
  return { ...view, section: view.section as ContractSectionKey };
}

function sectionOf(key: string): RecordSection {
  const section = findContractSection(key);
  if (!section) throw new Error(`Unknown contract section ${key}.`);
  return section;
}

/**
 * The sections of a contract (work days, compensation lines, tax forms, bank, notes...): the shared
 * record items (owner type "contract") behind the contract's rules — it exists, is not Voided, and
 * is not being edited by someone else. Secrets are encrypted and masked as for companies; audited
 * under the contract.
 */
export class ContractSectionsService {
  constructor(
    private readonly db: Db,
    private readonly encryption: FieldEncryption,
  ) {}

  async list(sectionKey: string, contractId: number): Promise<z.input<Schemas["ListSchema"]>> {
    await findContractOrFail(this.db, contractId);
    const views = await new RecordItemService(this.db, this.encryption).list(
      { type: "contract", id: contractId },
      sectionOf(sectionKey),
      false,
    );
    return { totalRecords: views.length, records: views.map(toSectionItem) };
  }

  async add(
    sectionKey: string,
    contractId: number,
    data: Record<string, unknown>,
    context: RecordContext,
  ): Promise<ItemOut> {
    const section = sectionOf(sectionKey);
    const id = await runInTransaction(this.db, async (tx) => {
      await contractForChange(tx, contractId, context);
      const id = await new RecordItemService(tx, this.encryption).add(
        { type: "contract", id: contractId },
        section,
        data,
        context,
      );
      await touchContract(tx, contractId, context);
      return id;
    });
    return this.view(section, id);
  }

  async update(
    sectionKey: string,
    itemId: number,
    request: { data: Record<string, unknown>; version?: number | undefined },
    context: RecordContext,
  ): Promise<ItemOut> {
    const section = sectionOf(sectionKey);
    await this.change(section, itemId, context, (items, item) =>
      items.update(item, section, request.data, request.version, context),
    );
    return this.view(section, itemId);
  }

  async delete(sectionKey: string, itemId: number, context: RecordContext): Promise<DoneResponse> {
    const section = sectionOf(sectionKey);
    await this.change(section, itemId, context, (items, item) => items.delete(item, section, context));
    return { done: true };
  }

  private change(
    section: RecordSection,
    itemId: number,
    context: RecordContext,
    work: (items: RecordItemService, item: StoredItem) => Promise<void>,
  ): Promise<void> {
    return runInTransaction(this.db, async (tx) => {
      const items = new RecordItemService(tx, this.encryption);
      const { ownerId } = await items.findOrFail("contract", section, itemId);
      await contractForChange(tx, ownerId, context);
      await work(items, await items.findOrFail("contract", section, itemId));
      await touchContract(tx, ownerId, context);
    });
  }

  private async view(section: RecordSection, itemId: number): Promise<ItemOut> {
    const items = new RecordItemService(this.db, this.encryption);
    const item = await items.findOrFail("contract", section, itemId);
    return toSectionItem(await items.view(section, item, false));
  }
}

/** A changed item marks the contract changed and can change its completeness (work days, tax forms). */
async function touchContract(tx: Db, id: number, context: RecordContext): Promise<void> {
  await tx
    .update(contracts)
    .set({ updatedAt: context.now, updatedBy: context.caller.userId })
    .where(eq(contracts.id, id));
  await recomputeCompleteness(tx, id);
}
