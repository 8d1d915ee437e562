import type { ListQuery } from "@rightsdesk/domain";

/**
 * Query keys of the asset feature, widest first, so a change invalidates exactly what it
 * touched: anything on an asset sits under `detail(id)`; its use rights, timeline and elements
 * move together because each can change what ends the asset first.
 */
export const assetKeys = {
  all: ["assets"] as const,
  lists: () => [...assetKeys.all, "list"] as const,
  list: (scope: "all" | "archive", includeEditVersion: boolean, query: ListQuery) =>
    [...assetKeys.lists(), scope, includeEditVersion, query] as const,
  elementLookup: (search: string) => [...assetKeys.all, "element-lookup", search] as const,
  detail: (assetId: number) => [...assetKeys.all, "detail", assetId] as const,
  rights: (assetId: number) => [...assetKeys.detail(assetId), "rights"] as const,
  useRights: (assetId: number) => [...assetKeys.rights(assetId), "use-rights"] as const,
  timeline: (assetId: number) => [...assetKeys.rights(assetId), "timeline"] as const,
  elements: (assetId: number) => [...assetKeys.rights(assetId), "elements"] as const,
  editVersions: (assetId: number) => [...assetKeys.detail(assetId), "edit-versions"] as const,
  nextEditVersion: (assetId: number) => [...assetKeys.detail(assetId), "next-edit-version"] as const,
  sections: (assetId: number, section: string) => [...assetKeys.detail(assetId), "section", section] as const,
  logs: (assetId: number) => [...assetKeys.detail(assetId), "logs"] as const,
  documents: (assetId: number) => [...assetKeys.detail(assetId), "documents"] as const,
};
