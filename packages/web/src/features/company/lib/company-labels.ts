import type { RecordStatus } from "@rightsdesk/domain";
import type { BadgeTone } from "../../../ui/badge";

/** "AD AGENCY" → "Ad agency": catalogue names in sentence case for reading. */
export function formatCatalogueName(name: string): string {
  const lower = name.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

export const companyStatusLabels: Record<RecordStatus, { label: string; tone: BadgeTone }> = {
  ACTIVE: { label: "Active", tone: "green" },
  INACTIVE: { label: "Inactive", tone: "slate" },
  BLOCKED: { label: "Blocked", tone: "red" },
};

/** "Ad agency · Talent agency" for the header; the subtype only when there is one. */
export function formatCompanyType(type: { mainType: string; subType: string | null }): string {
  return [type.mainType, type.subType]
    .filter((part): part is string => Boolean(part))
    .map(formatCatalogueName)
    .join(" · ");
}
