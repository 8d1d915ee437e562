import { and, desc, eq, inArray, lt, notExists, or, sql } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { blobs, documents, personPhotos, users } from "../../db/schema.js";

export type BlobRow = typeof blobs.$inferSelect;

/** A document with its uploader's name, as the documents tab shows it. */
export interface StoredDocument {
  id: number;
  ownerType: string;
  ownerId: number;
  blobId: string;
  name: string;
  category: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  uploadedBy: string | null;
  uploadedAt: Date;
}

/** "Jane Doe", or the user name when no name is on file; null once the user is gone (left join). */
const uploaderName = sql<
  string | null
>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.userName})`;

const documentColumns = {
  id: documents.id,
  ownerType: documents.ownerType,
  ownerId: documents.ownerId,
  blobId: documents.blobId,
  name: documents.name,
  category: documents.category,
  fileName: documents.fileName,
  contentType: documents.contentType,
  sizeBytes: documents.sizeBytes,
  sha256: documents.sha256,
  uploadedBy: uploaderName,
  uploadedAt: documents.createdAt,
};

/** The SQL of documents and the uploaded files (blobs) they point at, for every kind of owner. */
export class DocumentRepository {
  constructor(private readonly db: Db) {}

  list(ownerType: string, ownerId: number): Promise<StoredDocument[]> {
    return this.db
      .select(documentColumns)
      .from(documents)
      .leftJoin(users, eq(users.id, documents.createdBy))
      .where(and(eq(documents.ownerType, ownerType), eq(documents.ownerId, ownerId)))
      .orderBy(desc(documents.createdAt), desc(documents.id));
  }

  async find(id: number): Promise<StoredDocument | undefined> {
    const [row] = await this.db
      .select(documentColumns)
      .from(documents)
      .leftJoin(users, eq(users.id, documents.createdBy))
      .where(eq(documents.id, id));
    return row;
  }

  /** The owner's oldest document holding each of these contents, by hash. */
  async findByContent(
    ownerType: string,
    ownerId: number,
    sha256s: readonly string[],
  ): Promise<Map<string, { id: number; name: string }>> {
    if (sha256s.length === 0) return new Map();
    const rows = await this.db
      .select({ id: documents.id, name: documents.name, sha256: documents.sha256 })
      .from(documents)
      .where(
        and(
          eq(documents.ownerType, ownerType),
          eq(documents.ownerId, ownerId),
          inArray(documents.sha256, [...sha256s]),
        ),
      )
      .orderBy(documents.id);
    const found = new Map<string, { id: number; name: string }>();
    for (const row of rows) if (!found.has(row.sha256)) found.set(row.sha256, { id: row.id, name: row.name });
    return found;
  }

  /**
   * Serialises changes to one owner's documents until the transaction ends, so two saves of the
   * same content cannot both pass the duplicate check.
   */
  async lockOwner(ownerType: string, ownerId: number): Promise<void> {
    await this.db.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`documents:${ownerType}`}), ${ownerId})`,
    );
  }

  async insert(
    values: Omit<typeof documents.$inferInsert, "id" | "createdAt" | "updatedAt" | "createdBy" | "updatedBy">,
    by: number,
    now: Date,
  ): Promise<number> {
    const [row] = await this.db
      .insert(documents)
      .values({ ...values, createdBy: by, updatedBy: by, createdAt: now, updatedAt: now })
      .returning({ id: documents.id });
    if (!row) throw new Error("The document was not stored.");
    return row.id;
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(documents).where(eq(documents.id, id));
  }

  /** Deletes every document of an owner; answers how many there were. */
  async deleteAllOf(ownerType: string, ownerId: number): Promise<number> {
    const rows = await this.db
      .delete(documents)
      .where(and(eq(documents.ownerType, ownerType), eq(documents.ownerId, ownerId)))
      .returning({ id: documents.id });
    return rows.length;
  }

  async findBlob(id: string): Promise<BlobRow | undefined> {
    const [row] = await this.db.select().from(blobs).where(eq(blobs.id, id));
    return row;
  }

  async insertBlobs(rows: (typeof blobs.$inferInsert)[]): Promise<BlobRow[]> {
    if (rows.length === 0) return [];
    return this.db.insert(blobs).values(rows).returning();
  }

  /**
   * Deletes these blobs where no document uses them any more; answers the storage keys of the
   * ones deleted, whose content may go once the transaction has committed.
   */
  async deleteUnusedBlobs(blobIds: readonly string[]): Promise<string[]> {
    if (blobIds.length === 0) return [];
    const rows = await this.db
      .delete(blobs)
      .where(and(inArray(blobs.id, [...blobIds]), this.isUnused()))
      .returning({ storageKey: blobs.storageKey });
    return rows.map((row) => row.storageKey);
  }

  /**
   * Deletes up to `limit` blobs uploaded before `cutoff` that no document uses (uploads never
   * saved as a document); answers their storage keys.
   */
  async deleteAbandonedBlobs(cutoff: Date, limit: number): Promise<string[]> {
    const abandoned = this.db
      .select({ id: blobs.id })
      .from(blobs)
      .where(and(lt(blobs.uploadedAt, cutoff), this.isUnused()))
      .limit(limit);
    const rows = await this.db
      .delete(blobs)
      .where(and(inArray(blobs.id, abandoned), this.isUnused()))
      .returning({ storageKey: blobs.storageKey });
    return rows.map((row) => row.storageKey);
  }

  /** The storage keys among `keys` that a blob row names, whichever client's (the start-up sweep). */
  async knownStorageKeys(keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db
      .select({ key: blobs.storageKey })
      .from(blobs)
      .where(inArray(blobs.storageKey, [...keys]));
    return new Set(rows.map((row) => row.key));
  }

  /** No document nor talent photo points at the blob of the enclosing query. */
  private isUnused() {
    return and(
      notExists(
        this.db
          .select({ one: sql`1` })
          .from(documents)
          .where(eq(documents.blobId, blobs.id)),
      ),
      notExists(
        this.db
          .select({ one: sql`1` })
          .from(personPhotos)
          .where(or(eq(personPhotos.imageBlobId, blobs.id), eq(personPhotos.thumbnailBlobId, blobs.id))),
      ),
    );
  }
}
