import type { ListQuery } from "@rightsdesk/domain";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { reportUploadKeys } from "./report-upload-keys";

/** Rows of the report log, across uploads or of one (`POST /ReportUpload/Airings/GetBy`). */
export function listAiringRows(query: ListQuery) {
  return api.listAiringRows({ body: query });
}

export function rowListQueryOptions(query: ListQuery) {
  return queryOptions({ queryKey: reportUploadKeys.rowList(query), queryFn: () => listAiringRows(query) });
}
