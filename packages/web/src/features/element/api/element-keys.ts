import type { ListQuery } from "@rightsdesk/domain";

/**
 * Query keys of the element feature, widest first: anything on an element sits under
 * `detail(id)`, so a licence change refreshes the element and everything shown with it.
 */
export const elementKeys = {
  all: ["elements"] as const,
  lists: () => [...elementKeys.all, "list"] as const,
  list: (scope: "all" | "archive", query: ListQuery) => [...elementKeys.lists(), scope, query] as const,
  detail: (elementId: number) => [...elementKeys.all, "detail", elementId] as const,
  licences: (elementId: number) => [...elementKeys.detail(elementId), "licences"] as const,
  linkedAssets: (elementId: number) => [...elementKeys.detail(elementId), "linked-assets"] as const,
  sections: (elementId: number, section: string) =>
    [...elementKeys.detail(elementId), "section", section] as const,
  logs: (elementId: number) => [...elementKeys.detail(elementId), "logs"] as const,
  documents: (elementId: number) => [...elementKeys.detail(elementId), "documents"] as const,
};
