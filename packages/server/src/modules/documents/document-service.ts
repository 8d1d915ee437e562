import type { FastifyBaseLogger } from "fastify";
import {
  AppError,
  DocumentCategorySchema,
  canAccessModule,
  documentOwnerModule,
  type DocumentItem,
  type DoneResponse,
  type DuplicateDocumentResult,
  type DuplicateDocumentsResult,
  type RecordOwnerKind,
  type UserPermission,
} from "@rightsdesk/domain";
import { diffFields } from "../../audit/audit-log.js";
import { writeRecordAudit } from "../../records/record-audit-log.js";
import { BlobNotFoundError, type BlobStore } from "../../blobs/blob-store.js";
import type { Db } from "../../db/database.js";
import type { FileReply } from "../../http/handler.js";
import { type RecordContext } from "../../records/record-context.js";
import { assertNotLockedByOther } from "../../records/record-locks.js";
import { runInTransaction } from "../../db/run-in-transaction.js";
import { duplicateContent, invalidField } from "./document-errors.js";
import type { DocumentOwner, OwnerState } from "./document-owners.js";
import { DocumentRepository, type StoredDocument } from "./document-repository.js";

/** What a save request holds once parsed. */
export interface DocumentSave {
  blobId: string;
  name: string;
  category: DocumentItem["category"];
  allowDuplicate?: boolean | undefined;
}

function toItem(row: StoredDocument): DocumentItem {
  return {
    id: row.id,
    name: row.name,
    category: DocumentCategorySchema.parse(row.category),
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    uploadedBy: row.uploadedBy,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

/** The entity type the owner's audit entries (its Logs tab) are filed under. */
function auditTypeOf(owner: DocumentOwner): string {
  return owner.auditType ?? owner.entityType;
}

/** A document as its owner's Logs tab records it. */
function auditFields(document: { name: string; category: string; fileName: string }) {
  return {
    "document.name": document.name,
    "document.category": document.category,
    "document.fileName": document.fileName,
  };
}

/** Reading documents needs read on the owner's module (checked here for the session-level calls). */
function checkMayRead(permission: UserPermission, kind: RecordOwnerKind): void {
  const module = documentOwnerModule(kind);
  if (!canAccessModule(permission, module, "read")) {
    throw AppError.unauthorized(`You need read access to the ${module} module to see these documents.`);
  }
}

/** Removes stored content after the rows pointing at it are gone; a failure is logged, not fatal. */
export async function discardContent(
  store: BlobStore,
  keys: readonly string[],
  log: FastifyBaseLogger,
): Promise<void> {
  for (const key of keys) {
    await store.delete(key).catch((error: unknown) => {
      log.error({ err: error, key }, "A stored file could not be removed; it is no longer used");
    });
  }
}

/**
 * For a record deleted for good: removes its documents in the caller's transaction (the Logs tab
 * goes with the record). The files they pointed at become unused uploads, which the upload sweep
 * removes (see ABANDONED_UPLOAD_HOURS), so the caller needs no blob store. Answers how many
 * documents there were.
 */
export function deleteOwnerDocuments(tx: Db, ownerType: RecordOwnerKind, ownerId: number): Promise<number> {
  return new DocumentRepository(tx).deleteAllOf(ownerType, ownerId);
}

/**
 * The documents tab of any kind of record: list, save (with duplicate detection by content
 * hash), delete and download. Each change checks the owner (exists, not archived, not locked by
 * someone else) and writes an audit entry on the owner in the same transaction.
 */
export class DocumentService {
  constructor(
    private readonly db: Db,
    private readonly store: BlobStore,
  ) {}

  async list(owner: DocumentOwner, ownerId: number): Promise<DocumentItem[]> {
    await this.findOwner(this.db, owner, ownerId);
    const rows = await new DocumentRepository(this.db).list(owner.entityType, ownerId);
    return rows.map(toItem);
  }

  async save(
    owner: DocumentOwner,
    ownerId: number,
    request: DocumentSave,
    context: RecordContext,
  ): Promise<DocumentItem> {
    const id = await runInTransaction(this.db, async (tx) => {
      const repository = new DocumentRepository(tx);
      await this.checkMayChange(tx, owner, ownerId, context);
      const blob = await repository.findBlob(request.blobId);
      if (!blob || blob.uploadedBy !== context.caller.userId) {
        throw invalidField("blobId", "The uploaded file is not there any more; upload it again.");
      }
      await repository.lockOwner(owner.entityType, ownerId);
      if (request.allowDuplicate !== true) {
        const existing = (await repository.findByContent(owner.entityType, ownerId, [blob.sha256])).get(
          blob.sha256,
        );
        if (existing) {
          throw duplicateContent(
            "blobId",
            `The same file is already attached to this ${owner.label} as "${existing.name}". Save it again as a duplicate to keep both.`,
          );
        }
      }
      const values = {
        ownerType: owner.entityType,
        ownerId,
        blobId: blob.id,
        name: request.name,
        category: request.category,
        fileName: blob.fileName,
        contentType: blob.contentType,
        sizeBytes: blob.sizeBytes,
        sha256: blob.sha256,
      };
      const documentId = await repository.insert(values, context.caller.userId, context.now);
      await writeRecordAudit(
        tx,
        context,
        auditTypeOf(owner),
        ownerId,
        "document.add",
        diffFields({}, auditFields(values)),
      );
      return documentId;
    });
    const saved = await new DocumentRepository(this.db).find(id);
    if (!saved) throw new Error(`Document ${id} vanished right after it was saved.`);
    return toItem(saved);
  }

  async delete(owner: DocumentOwner, documentId: number, context: RecordContext): Promise<DoneResponse> {
    const unused = await runInTransaction(this.db, async (tx) => {
      const repository = new DocumentRepository(tx);
      const document = await this.findDocument(repository, owner, documentId);
      await this.checkMayChange(tx, owner, document.ownerId, context);
      await repository.delete(document.id);
      const keys = await repository.deleteUnusedBlobs([document.blobId]);
      await writeRecordAudit(
        tx,
        context,
        auditTypeOf(owner),
        document.ownerId,
        "document.delete",
        diffFields(auditFields(document), {}),
      );
      return keys;
    });
    await discardContent(this.store, unused, context.request.log);
    return { done: true };
  }

  async download(owner: DocumentOwner, documentId: number): Promise<FileReply> {
    const repository = new DocumentRepository(this.db);
    const document = await this.findDocument(repository, owner, documentId);
    const blob = await repository.findBlob(document.blobId);
    try {
      if (!blob) throw new BlobNotFoundError(document.blobId);
      const stream = await this.store.get(blob.storageKey);
      return {
        stream,
        fileName: document.fileName,
        contentType: document.contentType,
        sizeBytes: document.sizeBytes,
      };
    } catch (error) {
      if (!(error instanceof BlobNotFoundError)) throw error;
      throw AppError.notFound(
        `The file of the document "${document.name}" is missing from storage; upload it again.`,
      );
    }
  }

  /** The owner's document holding this content, if any. */
  async duplicateOf(
    kind: RecordOwnerKind,
    ownerId: number,
    sha256: string,
    permission: UserPermission,
  ): Promise<DuplicateDocumentResult> {
    checkMayRead(permission, kind);
    const found = (await new DocumentRepository(this.db).findByContent(kind, ownerId, [sha256])).get(sha256);
    return found ? { documentId: found.id, name: found.name } : { documentId: null };
  }

  /** For each content hash, the owner's document holding it, if any, in the order asked. */
  async duplicatesOf(
    kind: RecordOwnerKind,
    ownerId: number,
    sha256s: readonly string[],
    permission: UserPermission,
  ): Promise<DuplicateDocumentsResult> {
    checkMayRead(permission, kind);
    const found = await new DocumentRepository(this.db).findByContent(kind, ownerId, sha256s);
    return sha256s.map((sha256) => {
      const document = found.get(sha256);
      return { sha256, documentId: document?.id ?? null, name: document?.name ?? null };
    });
  }

  private async findOwner(db: Db, owner: DocumentOwner, ownerId: number): Promise<OwnerState> {
    const state = await owner.find(db, ownerId);
    if (!state) throw AppError.notFound(`There is no ${owner.label} with id ${ownerId}.`);
    return state;
  }

  /** The owner must exist, not be archived, and not be locked for editing by someone else. */
  private async checkMayChange(
    tx: Db,
    owner: DocumentOwner,
    ownerId: number,
    context: RecordContext,
  ): Promise<void> {
    const state = await this.findOwner(tx, owner, ownerId);
    if (state.archived) {
      throw invalidField(
        "documents",
        `The ${owner.label} ${state.name} is archived; restore it before changing its documents.`,
      );
    }
    if (owner.lockType) {
      await assertNotLockedByOther(tx, owner.lockType, ownerId, context.caller, context.now);
    }
  }

  private async findDocument(
    repository: DocumentRepository,
    owner: DocumentOwner,
    documentId: number,
  ): Promise<StoredDocument> {
    const document = await repository.find(documentId);
    if (!document || document.ownerType !== owner.entityType) {
      throw AppError.notFound(`There is no ${owner.label} document with id ${documentId}.`);
    }
    return document;
  }
}
