import type { RecordStatus } from "@rightsdesk/domain";
import type { BadgeTone } from "../badge";

/** "AD AGENCY" → "Ad agency": catalogue names in sentence case for reading. */
export function formatCatalogueName(name: string): string {
  const lower = name.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** The status of a company or a person (ACTIVE, INACTIVE, BLOCKED) in words and colour. */
export const recordStatusLabels: Record<RecordStatus, { label: string; tone: BadgeTone }> = {
  ACTIVE: { label: "Active", tone: "green" },
  INACTIVE: { label: "Inactive", tone: "slate" },
  BLOCKED: { label: "Blocked", tone: "red" },
};
