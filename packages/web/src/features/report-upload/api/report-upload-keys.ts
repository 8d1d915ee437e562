import type { ListQuery } from "@rightsdesk/domain";

/**
 * Query keys of the report uploads, widest first. An import, a deletion or a resolved issue
 * changes the uploads' counts and status, the log's rows and the issues together, so each of
 * them refreshes `all`.
 */
export const reportUploadKeys = {
  all: ["report-uploads"] as const,
  uploadLists: () => [...reportUploadKeys.all, "uploads"] as const,
  uploadList: (query: ListQuery) => [...reportUploadKeys.uploadLists(), query] as const,
  upload: (id: number) => [...reportUploadKeys.all, "upload", id] as const,
  rowList: (query: ListQuery) => [...reportUploadKeys.all, "rows", query] as const,
  issueList: (query: ListQuery) => [...reportUploadKeys.all, "issues", query] as const,
  sources: () => [...reportUploadKeys.all, "sources"] as const,
};
