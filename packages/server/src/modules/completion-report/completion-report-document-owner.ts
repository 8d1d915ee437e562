import { documentOwnerModule } from "@rightsdesk/domain";
import type { DocumentOwner } from "../documents/document-owners.js";
import { CompletionReportRepository } from "./completion-report-repository.js";

/** A completion report's documents tab: archived reports keep theirs read-only. */
export const completionReportDocumentOwner: DocumentOwner = {
  entityType: "completion-report",
  module: documentOwnerModule("completion-report"),
  label: "completion report",
  auditType: "completion_report",
  lockType: "completion_report",
  async find(db, id) {
    const row = await new CompletionReportRepository(db).find(id);
    return row ? { name: row.name, archived: row.archivedAt !== null } : null;
  },
};
