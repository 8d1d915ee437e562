import { statusDisplayOrder, type RightsStatus } from "@rightsdesk/domain";
import { Badge, type BadgeTone } from "../badge";

/**
 * The colour of an asset or element status, following the spec's display order: incomplete
 * first (amber, something is missing), active (green), the released forms (indigo) and the
 * expired forms (red); NA is grey.
 */
export function rightsStatusTone(status: RightsStatus): BadgeTone {
  if (status === "INCOMPLETE") return "amber";
  if (status === "ACTIVE") return "green";
  if (status.startsWith("RELEASED")) return "indigo";
  if (status.startsWith("EXPIRED")) return "red";
  return "slate";
}

/** "EXPIRED (ASSET MPU)" → "Expired (asset MPU)": the status as a reader sees it. */
export function formatRightsStatus(status: string): string {
  if (status === "NA") return "N/A";
  const [head = "", ...rest] = status.split(" (");
  const first = head.charAt(0) + head.slice(1).toLowerCase();
  if (rest.length === 0) return first;
  const detail = rest.join(" (").replace(/\)$/, "").toLowerCase().replace("mpu", "MPU");
  return `${first} (${detail})`;
}

/** The statuses in the spec's display order, for filters and legends. */
export const rightsStatusesInDisplayOrder: readonly RightsStatus[] = statusDisplayOrder;

export function RightsStatusBadge({ status }: { status: RightsStatus }) {
  return <Badge tone={rightsStatusTone(status)}>{formatRightsStatus(status)}</Badge>;
}
