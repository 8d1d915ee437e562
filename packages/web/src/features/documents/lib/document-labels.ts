import type { DocumentCategory } from "@rightsdesk/domain";

const categoryLabels: Record<DocumentCategory, string> = {
  CONTRACTS: "Contracts",
  MATERIALS: "Materials",
  REQUESTS: "Requests",
  OTHER: "Other",
};

/** "CONTRACTS" → "Contracts". */
export function formatDocumentCategory(category: DocumentCategory): string {
  return categoryLabels[category];
}
