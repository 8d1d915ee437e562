import type { RecordStatus } from "@rightsdesk/domain";
import { Badge } from "../../../../ui/badge";
import { companyStatusLabels } from "../../lib/company-labels";

export function CompanyStatusBadge({ status }: { status: RecordStatus }) {
  const { label, tone } = companyStatusLabels[status];
  return <Badge tone={tone}>{label}</Badge>;
}
