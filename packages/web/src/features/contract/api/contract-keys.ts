import type { ListQuery } from "@rightsdesk/domain";

/**
 * Query keys of the contract feature, widest first: anything on a contract sits under
 * `detail(id)`, so a guarantee or a linked asset change refreshes the contract (its completeness)
 * and everything shown with it. The documents key is the one the PDF button refreshes.
 */
export const contractKeys = {
  all: ["contracts"] as const,
  lists: () => [...contractKeys.all, "list"] as const,
  list: (query: ListQuery) => [...contractKeys.lists(), query] as const,
  detail: (contractId: number) => [...contractKeys.all, "detail", contractId] as const,
  guarantees: (contractId: number) => [...contractKeys.detail(contractId), "guarantees"] as const,
  linkedAssets: (contractId: number) => [...contractKeys.detail(contractId), "linked-assets"] as const,
  useRights: (contractId: number) => [...contractKeys.detail(contractId), "use-rights"] as const,
  sections: (contractId: number, section: string) =>
    [...contractKeys.detail(contractId), "section", section] as const,
  logs: (contractId: number) => [...contractKeys.detail(contractId), "logs"] as const,
  documents: (contractId: number) => [...contractKeys.detail(contractId), "documents"] as const,
  assetLookup: (search: string) => [...contractKeys.all, "asset-lookup", search] as const,
};
