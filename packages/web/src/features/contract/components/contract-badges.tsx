import {
  contractStatusLabel,
  type CompletenessFlag,
  type ContractLifecycleStatus,
  type ContractStatus,
} from "@rightsdesk/domain";
import { Badge, type BadgeTone } from "../../../ui/badge";
import { formatCatalogueName } from "../../../ui/records/record-labels";

const statusTones: Record<ContractStatus, BadgeTone> = {
  Draft: "slate",
  "Due Review": "amber",
  "Due Signing": "amber",
  Active: "green",
  Expired: "slate",
  Cancelled: "red",
  Voided: "red",
};

/** The document status; Cancelled reads "Voided". */
export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  return <Badge tone={statusTones[status]}>{contractStatusLabel(status)}</Badge>;
}

export function PayrollStatusBadge({ status }: { status: ContractLifecycleStatus }) {
  const tone: BadgeTone =
    status === "APPROVED" || status === "COMPLETED" ? "green" : status === "INCOMPLETE" ? "amber" : "indigo";
  return <Badge tone={tone}>{`Payroll: ${formatCatalogueName(status)}`}</Badge>;
}

export function CompletenessBadge({ completeness }: { completeness: CompletenessFlag }) {
  return (
    <Badge tone={completeness === "COMPLETE" ? "green" : "amber"}>
      {completeness === "COMPLETE" ? "Complete" : "Incomplete"}
    </Badge>
  );
}

/** Beside a fee that came from an estimate the user chose to use: not a confirmed or agreed rate. */
export function EstimateBadge() {
  return (
    <span title="An estimate derived from the last confirmed rate; confirm it before signing.">
      <Badge tone="amber">estimate</Badge>
    </span>
  );
}
