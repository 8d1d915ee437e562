import { eq } from "drizzle-orm";
import { documentOwnerModule, type ModuleName, type RecordOwnerKind } from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { assets, companies, contracts, elements, people } from "../../db/schema.js";
import type { LockableRecordType } from "../../records/record-locks.js";

/** What the documents service needs to know about the record a document belongs to. */
export interface OwnerState {
  /** How a message names it: the company's legal name, the person's full name... */
  name: string;
  /** Archived records are read-only: their documents can be read but not changed. */
  archived: boolean;
}

/** A kind of record with a documents tab. Adding one is this object plus its three routes. */
export interface DocumentOwner {
  readonly entityType: RecordOwnerKind;
  readonly module: ModuleName;
  /** The record in words: "company". */
  readonly label: string;
  /**
   * The entity type of the audit entries on the record, when it is not `entityType`: a person's
   * documents are stored under "people" (the domain's owner kind) and logged on "person", the
   * type the person's Logs tab reads.
   */
  readonly auditType?: string;
  /** When set, a change is refused while another user holds the record's edit lock. */
  readonly lockType?: LockableRecordType;
  /** The record's state, or null when there is no such record. */
  find(db: Db, id: number): Promise<OwnerState | null>;
}

export const companyDocumentOwner: DocumentOwner = {
  entityType: "company",
  module: documentOwnerModule("company"),
  label: "company",
  lockType: "company",
  async find(db, id) {
    const [row] = await db
      .select({ name: companies.legalName, archivedAt: companies.archivedAt })
      .from(companies)
      .where(eq(companies.id, id));
    return row ? { name: row.name, archived: row.archivedAt !== null } : null;
  },
};

export const personDocumentOwner: DocumentOwner = {
  entityType: "people",
  module: documentOwnerModule("people"),
  label: "person",
  auditType: "person",
  lockType: "person",
  async find(db, id) {
    const [row] = await db
      .select({ name: people.fullName, archivedAt: people.archivedAt })
      .from(people)
      .where(eq(people.id, id));
    return row ? { name: row.name, archived: row.archivedAt !== null } : null;
  },
};

export const assetDocumentOwner: DocumentOwner = {
  entityType: "asset",
  module: documentOwnerModule("asset"),
  label: "asset",
  lockType: "asset",
  async find(db, id) {
    const [row] = await db
      .select({ title: assets.title, adId: assets.adId, archivedAt: assets.archivedAt })
      .from(assets)
      .where(eq(assets.id, id));
    return row ? { name: `${row.adId} "${row.title}"`, archived: row.archivedAt !== null } : null;
  },
};

export const elementDocumentOwner: DocumentOwner = {
  entityType: "element",
  module: documentOwnerModule("element"),
  label: "element",
  lockType: "element",
  async find(db, id) {
    const [row] = await db
      .select({ title: elements.title, archivedAt: elements.archivedAt })
      .from(elements)
      .where(eq(elements.id, id));
    return row ? { name: row.title, archived: row.archivedAt !== null } : null;
  },
};

/** A contract's documents: its signed PDF and what was drawn from its template. Voided contracts keep theirs read-only. */
export const contractDocumentOwner: DocumentOwner = {
  entityType: "contract",
  module: documentOwnerModule("contract"),
  label: "contract",
  lockType: "contract",
  async find(db, id) {
    const [row] = await db
      .select({ number: contracts.contractNumber, title: contracts.title, status: contracts.status })
      .from(contracts)
      .where(eq(contracts.id, id));
    return row ? { name: `${row.number} "${row.title}"`, archived: false } : null;
  },
};
