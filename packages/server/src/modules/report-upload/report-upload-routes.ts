import type { Db } from "../../db/database.js";
import type { Handlers } from "../../http/handler.js";
import { recordContext } from "../../records/record-context.js";
import { AiringImportService } from "./airing-import-service.js";
import { AiringInspectService } from "./airing-inspect-service.js";
import { AiringUploadReadService } from "./airing-upload-read-service.js";

export type ReportUploadEndpoint =
  | "inspectAiringFile"
  | "importAiringFile"
  | "listAiringUploads"
  | "getAiringUpload"
  | "listAiringRows"
  | "listAiringIssues"
  | "listAiringSources";

export interface ReportUploadHandlerOptions {
  readonly db: Db;
  /** The largest file read; the domain's MAX_AIRING_FILE_BYTES unless a test sets a smaller one. */
  readonly maxFileBytes?: number;
}

/**
 * The Report Upload module: airing reports inspected and imported (streamed, all or nothing), the
 * uploads, the report log and the issues listed, and each upload with the uses it counted. The
 * review (resolving issues, deleting and exporting an upload) is in airing-review-routes.ts.
 */
export function reportUploadHandlers({
  db,
  maxFileBytes,
}: ReportUploadHandlerOptions): Pick<Handlers, ReportUploadEndpoint> {
  const imports = new AiringImportService(db, maxFileBytes);
  const inspections = new AiringInspectService(db, maxFileBytes);
  const reads = new AiringUploadReadService(db);
  return {
    inspectAiringFile: ({ query }, context) => inspections.inspect(context.request, query),
    importAiringFile: ({ query }, context) => imports.import(context.request, query, recordContext(context)),
    listAiringUploads: ({ body }, context) => reads.listUploads(body, context.request.body),
    getAiringUpload: ({ params }) => reads.get(params.id),
    listAiringRows: ({ body }) => reads.listRows(body),
    listAiringIssues: ({ body }) => reads.listIssues(body),
    listAiringSources: () => reads.listSources(),
  };
}
