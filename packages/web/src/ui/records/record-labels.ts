import { codeLabel, type RecordStatus } from "@rightsdesk/domain";
import type { BadgeTone } from "../badge";

/** "AD AGENCY" → "Ad agency", "SAG AFTRA" → "SAG-AFTRA": a catalogue name as read (the domain's one reading). */
export function formatCatalogueName(name: string): string {
  return codeLabel(name);
}

/** The status of a company or a person (ACTIVE, INACTIVE, BLOCKED) in words and colour. */
export const recordStatusLabels: Record<RecordStatus, { label: string; tone: BadgeTone }> = {
  ACTIVE: { label: "Active", tone: "green" },
  INACTIVE: { label: "Inactive", tone: "slate" },
  BLOCKED: { label: "Blocked", tone: "red" },
};
