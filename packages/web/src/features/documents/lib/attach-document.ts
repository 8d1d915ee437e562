import type {
  UploadedFile,
  DocumentCategory,
  DocumentItem,
  DuplicateDocumentResult,
  DocumentSaveRequest,
} from "@rightsdesk/domain";

/** What attaching a file needs from the server, in order. */
export interface AttachSteps {
  upload: (file: File) => Promise<UploadedFile>;
  findDuplicate: (sha256: string) => Promise<DuplicateDocumentResult>;
  save: (body: DocumentSaveRequest) => Promise<DocumentItem>;
}

export interface AttachRequest {
  file: File;
  name: string;
  category: DocumentCategory;
  /** A file uploaded by an earlier try (the duplicate question), so it is not sent twice. */
  uploaded?: UploadedFile;
  /** The user said "Attach anyway" to a duplicate. */
  allowDuplicate?: boolean;
}

export type AttachOutcome =
  | { kind: "saved"; document: DocumentItem }
  | { kind: "duplicate"; existingName: string; uploaded: UploadedFile };

/**
 * Attaches a file to a record the way the spec's calls go: upload it, ask the server whether the
 * record already holds the same content (by the hash the upload answered — nothing is computed
 * here), and save the document unless it does. A duplicate stops before saving, keeping the
 * upload, so "Attach anyway" saves it with `allowDuplicate`.
 */
export async function attachDocument(request: AttachRequest, steps: AttachSteps): Promise<AttachOutcome> {
  const uploaded = request.uploaded ?? (await steps.upload(request.file));
  if (!request.allowDuplicate) {
    const duplicate = await steps.findDuplicate(uploaded.sha256);
    if (duplicate.documentId !== null) {
      return { kind: "duplicate", existingName: duplicate.name ?? uploaded.fileName, uploaded };
    }
  }
  const document = await steps.save({
    blobId: uploaded.blobId,
    name: request.name,
    category: request.category,
    allowDuplicate: request.allowDuplicate ?? false,
  });
  return { kind: "saved", document };
}
