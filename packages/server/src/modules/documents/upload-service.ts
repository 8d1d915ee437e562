import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { MultipartFile } from "@fastify/multipart";
import {
  AppError,
  MAX_FILES_PER_UPLOAD,
  canAccessModule,
  documentModules,
  formatByteSize,
  type UploadResult,
} from "@rightsdesk/domain";
import { BlobTooLargeError, type BlobStore, type StoredBlob } from "../../blobs/blob-store.js";
import type { Db } from "../../db/database.js";
import type { RecordContext } from "../../records/record-context.js";
import { runInTransaction } from "../../db/run-in-transaction.js";
import { invalidField } from "./document-errors.js";
import { DocumentRepository } from "./document-repository.js";
import { discardContent } from "./document-service.js";
import { contentTypeOf, keepHead } from "./upload-content-type.js";
import { cleanContentType, cleanFileName } from "./upload-names.js";

/** Uploads never saved as a document are removed after this long. */
export const ABANDONED_UPLOAD_HOURS = 24;
/** How many abandoned uploads one upload clears up on its way, so none waits long. */
const SWEEP_BATCH = 20;

interface StoredFile extends StoredBlob {
  fileName: string;
  contentType: string;
}

/** The multipart parser's own refusals, in words that name the problem. */
function fromMultipartError(error: unknown, single: boolean): unknown {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (code === "FST_FILES_LIMIT") {
    return single
      ? invalidField("files", "Send one file here; use UploadFiles for several.")
      : invalidField("files", `Send at most ${MAX_FILES_PER_UPLOAD} files at once.`);
  }
  if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
    return invalidField("files", "The form has more parts than an upload accepts.");
  }
  if (code === "FST_PROTO_VIOLATION" || code === "FST_INVALID_JSON_FIELD_ERROR") {
    return invalidField("files", "The form has a field that cannot be read.");
  }
  if (error instanceof Error && /multipart|part terminated|unexpected end/i.test(error.message)) {
    return invalidField("files", "The upload was cut off or is not a valid multipart form; try again.");
  }
  return error;
}

/**
 * Streams the files of a multipart upload into the blob store and records them, all or nothing:
 * a file over the limit, an empty one or a broken form stores none of them.
 */
export class UploadService {
  constructor(
    private readonly db: Db,
    private readonly store: BlobStore,
    private readonly limitBytes: number,
  ) {}

  async upload(request: FastifyRequest, single: boolean, context: RecordContext): Promise<UploadResult> {
    const { permission } = context.caller;
    if (!documentModules.some((module) => canAccessModule(permission, module, "write"))) {
      throw AppError.unauthorized("You need write access to a module with documents to upload files.");
    }
    const stored: StoredFile[] = [];
    let rows: UploadResult;
    try {
      const parts = request.parts({ limits: { files: single ? 1 : MAX_FILES_PER_UPLOAD } });
      for await (const part of parts) {
        if (part.type === "file") await this.storeFile(part, stored);
      }
      if (stored.length === 0) throw invalidField("files", "Choose a file to upload.");
      rows = await runInTransaction(this.db, async (tx) => {
        const inserted = await new DocumentRepository(tx).insertBlobs(
          stored.map((file) => ({
            id: randomUUID(),
            storageKey: file.key,
            sha256: file.sha256,
            sizeBytes: file.sizeBytes,
            fileName: file.fileName,
            contentType: file.contentType,
            uploadedBy: context.caller.userId,
            uploadedAt: context.now,
          })),
        );
        return inserted.map((row) => ({
          blobId: row.id,
          fileName: row.fileName,
          contentType: row.contentType,
          sizeBytes: row.sizeBytes,
          sha256: row.sha256,
        }));
      });
    } catch (error) {
      await discardContent(
        this.store,
        stored.map((file) => file.key),
        request.log,
      );
      throw fromMultipartError(error, single);
    }
    await this.sweepAbandoned(context.now, request);
    return rows;
  }

  /** Stores one file part, appending it to `stored` (so a later failure removes it too). */
  private async storeFile(part: MultipartFile, stored: StoredFile[]): Promise<void> {
    const index = stored.length;
    const fileName = cleanFileName(part.filename);
    let blob: StoredBlob;
    const { stream, head } = keepHead(part.file);
    try {
      blob = await this.store.put(stream);
    } catch (error) {
      if (
        !(error instanceof BlobTooLargeError) &&
        (error as { code?: unknown }).code !== "FST_REQ_FILE_TOO_LARGE"
      ) {
        throw error;
      }
      throw invalidField(
        `files.${index}`,
        `The file ${fileName} is larger than ${formatByteSize(this.limitBytes)}; upload a smaller file.`,
      );
    }
    if (blob.sizeBytes === 0) {
      await this.store.delete(blob.key);
      // A browser sends an empty part without a name for a file input left blank: not a file.
      if (!part.filename) return;
      throw invalidField(`files.${index}`, `The file ${fileName} is empty.`);
    }
    const contentType = await contentTypeOf(head(), cleanContentType(part.mimetype));
    stored.push({ ...blob, fileName, contentType });
  }

  /** Removes a few uploads that were never saved as documents, so abandoned files do not pile up. */
  private async sweepAbandoned(now: Date, request: FastifyRequest): Promise<void> {
    const cutoff = new Date(now.getTime() - ABANDONED_UPLOAD_HOURS * 3600 * 1000);
    try {
      const keys = await runInTransaction(this.db, (tx) =>
        new DocumentRepository(tx).deleteAbandonedBlobs(cutoff, SWEEP_BATCH),
      );
      await discardContent(this.store, keys, request.log);
    } catch (error) {
      request.log.error({ err: error }, "Abandoned uploads could not be cleared");
    }
  }
}
