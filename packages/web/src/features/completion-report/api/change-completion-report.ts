import type { CompletionReportCreateRequest, CompletionReportUpdateRequest } from "@rightsdesk/domain";
import { api } from "../../../lib/api-client";
import { useRecordChange } from "../../../ui/records/record-mutations";
import { completionReportKind } from "./completion-report-kind";

/** `POST /CompletionReport` */
export function useCreateCompletionReport() {
  return useRecordChange(completionReportKind, (body: CompletionReportCreateRequest) =>
    api.createCompletionReport({ body }),
  );
}

/** `PUT /CompletionReport/{id}` with the version it was loaded at. */
export function useUpdateCompletionReport(id: number) {
  return useRecordChange(completionReportKind, (body: CompletionReportUpdateRequest) =>
    api.updateCompletionReport({ params: { id }, body }),
  );
}

/** `POST /CompletionReport/Duplicate/{id}`: the copy, a new draft. */
export function useDuplicateCompletionReport(id: number) {
  return useRecordChange(completionReportKind, () =>
    api.duplicateCompletionReport({ params: { id }, body: {} }),
  );
}
