import { codeLabel, type RecordStatus } from "@rightsdesk/domain";
import type { BadgeTone } from "../../../ui/badge";

/** "AD AGENCY USER" → "Ad agency user": the catalogue's names, in sentence case for reading. */
export function formatUserType(name: string): string {
  return codeLabel(name);
}

export const statusLabels: Record<RecordStatus, { label: string; tone: BadgeTone }> = {
  ACTIVE: { label: "Active", tone: "green" },
  INACTIVE: { label: "Inactive", tone: "slate" },
  BLOCKED: { label: "Blocked", tone: "red" },
};

/** "admin system" → "Admin system". */
export function formatElevatedRole(name: string | null): string {
  return name ? formatUserType(name) : "None";
}

const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  month: "2-digit",
  day: "2-digit",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** A sign-in instant as MM/DD/YYYY, h:mm AM/PM in the viewer's time zone; "Never" when there is none. */
export function formatSignIn(value: string | null): string {
  if (!value) return "Never";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "—" : dateTimeFormat.format(date);
}
