import type { Db } from "../../db/database.js";
import type { Handlers } from "../../http/handler.js";
import type { FieldEncryption } from "../../records/field-encryption.js";
import { recordContext } from "../../records/record-context.js";
import { exportAiringUpload } from "./airing-export.js";
import { AiringReviewService } from "./airing-review-service.js";

export interface AiringReviewHandlerOptions {
  readonly db: Db;
  /** The Cast item a renewal updates goes through the asset's section service, which reads secrets with it. */
  readonly encryption: FieldEncryption;
}

/**
 * The review side of the Report Upload module: an issue resolved (the rights changed where the
 * action calls for it), an upload deleted, an upload's rows exported. Registered after the
 * module's own handlers, whose placeholders for these endpoints it replaces.
 */
export function airingReviewRoutes({
  db,
  encryption,
}: AiringReviewHandlerOptions): Pick<
  Handlers,
  "deleteAiringUpload" | "exportAiringUpload" | "resolveAiringIssue"
> {
  const reviews = new AiringReviewService(db, encryption);
  return {
    resolveAiringIssue: ({ params, body }, context) =>
      reviews.resolve(params.id, body, recordContext(context)),
    deleteAiringUpload: ({ params }, context) => reviews.delete(params.id, recordContext(context)),
    exportAiringUpload: ({ params, query }) => exportAiringUpload(db, params.id, query.format),
  };
}
