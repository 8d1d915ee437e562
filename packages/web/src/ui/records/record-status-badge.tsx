import type { RecordStatus } from "@rightsdesk/domain";
import { Badge } from "../badge";
import { recordStatusLabels } from "./record-labels";

export function RecordStatusBadge({ status }: { status: RecordStatus }) {
  const { label, tone } = recordStatusLabels[status];
  return <Badge tone={tone}>{label}</Badge>;
}
