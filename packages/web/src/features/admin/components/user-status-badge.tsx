import type { RecordStatus } from "@rightsdesk/domain";
import { Badge } from "../../../ui/badge";
import { statusLabels } from "../lib/labels";

export function UserStatusBadge({ status }: { status: RecordStatus }) {
  const { label, tone } = statusLabels[status];
  return <Badge tone={tone}>{label}</Badge>;
}
