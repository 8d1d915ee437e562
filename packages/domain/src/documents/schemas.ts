import { z } from "zod";
import { DocumentCategorySchema } from "./document-catalogues.js";
import { IdSchema, pathId, referenceId, requiredText } from "../records/field-schemas.js";
import { RecordOwnerKindSchema } from "../records/record-ref.js";

/** The most files one `UploadFiles` request may carry. */
export const MAX_FILES_PER_UPLOAD = 20;

/** The most content hashes one duplicate check may ask about. */
export const MAX_DUPLICATE_CHECKS = 100;

const sha256Message = "A content hash must be 64 hexadecimal characters (SHA-256).";

/** A SHA-256 content hash as lower-case hex. */
export const Sha256Schema = z
  .string({ error: sha256Message })
  .trim()
  .regex(/^[0-9a-fA-F]{64}$/, sha256Message)
  .transform((value) => value.toLowerCase());

/** The id of an uploaded file, as the upload answered it. */
export const BlobIdSchema = z.uuid({ error: "Upload the file first, then save the document." });

/** One stored file, as an upload answers it: save it as a document with its `blobId`. */
export const UploadedFileSchema = z.object({
  blobId: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  sha256: z.string(),
});
export type UploadedFile = z.infer<typeof UploadedFileSchema>;

export const UploadResultSchema = z.array(UploadedFileSchema);
export type UploadResult = z.infer<typeof UploadResultSchema>;

/** Whether a file with this content is already attached to the record. */
export const DuplicateDocumentRequestSchema = z.object({
  entityType: RecordOwnerKindSchema,
  entityId: referenceId("record"),
  sha256: Sha256Schema,
});
export type DuplicateDocumentRequest = z.input<typeof DuplicateDocumentRequestSchema>;

export const DuplicateDocumentResultSchema = z.object({
  documentId: IdSchema.nullable(),
  /** The name of the document already holding the same content, when there is one. */
  name: z.string().optional(),
});
export type DuplicateDocumentResult = z.infer<typeof DuplicateDocumentResultSchema>;

/** The same check for several files at once (a multi-file upload). */
export const DuplicateDocumentsRequestSchema = z.object({
  entityType: RecordOwnerKindSchema,
  entityId: referenceId("record"),
  sha256s: z
    .array(Sha256Schema, { error: "List the content hashes to check." })
    .min(1, "List at least one content hash to check.")
    .max(MAX_DUPLICATE_CHECKS, `Check at most ${MAX_DUPLICATE_CHECKS} content hashes at once.`),
});
export type DuplicateDocumentsRequest = z.input<typeof DuplicateDocumentsRequestSchema>;

export const DuplicateDocumentsResultSchema = z.array(
  z.object({ sha256: z.string(), documentId: IdSchema.nullable(), name: z.string().nullable() }),
);
export type DuplicateDocumentsResult = z.infer<typeof DuplicateDocumentsResultSchema>;

/** A document in a record's documents tab. */
export const DocumentItemSchema = z.object({
  id: IdSchema,
  name: z.string(),
  category: DocumentCategorySchema,
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  sha256: z.string(),
  /** The uploader's full name; null when that user no longer exists. */
  uploadedBy: z.string().nullable(),
  uploadedAt: z.iso.datetime({ offset: true }),
});
export type DocumentItem = z.infer<typeof DocumentItemSchema>;

export const DocumentListSchema = z.array(DocumentItemSchema);

/**
 * Attaches an uploaded file to a record. The same content already attached to that record is
 * refused as a duplicate unless `allowDuplicate` is true.
 */
export const DocumentSaveRequestSchema = z.object({
  blobId: BlobIdSchema,
  name: requiredText("document name"),
  category: DocumentCategorySchema,
  allowDuplicate: z.boolean({ error: "allowDuplicate must be true or false." }).optional(),
});
export type DocumentSaveRequest = z.input<typeof DocumentSaveRequestSchema>;

/** A document named in the path: `/Company/Document/Download/12`. */
export const DocumentIdParamsSchema = z.object({ documentId: pathId("document") });
