import type { DuplicateDocumentResult } from "@rightsdesk/domain";
import { api } from "../../../lib/api-client";
import type { DocumentOwner } from "../lib/document-calls";

/**
 * The owner's document that already holds this content, if any
 * (`POST /Document/GetDuplicateDocumentId`), by the hash the upload answered.
 */
export function findDuplicateDocument(
  owner: DocumentOwner,
  sha256: string,
): Promise<DuplicateDocumentResult> {
  return api.getDuplicateDocumentId({ body: { entityType: owner.kind, entityId: owner.id, sha256 } });
}
