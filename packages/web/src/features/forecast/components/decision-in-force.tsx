import type { RenewalDecisionRecord } from "@rightsdesk/domain";
import { Badge } from "../../../ui/badge";
import { formatDay } from "../../../ui/records/format-day";

/** The decision in force, with who made it and when; a dash when nobody has decided. */
export function DecisionInForce({ decision }: { decision: RenewalDecisionRecord | undefined }) {
  if (!decision) return <span className="text-slate-400">Not decided</span>;
  return (
    <span className="flex flex-col items-start gap-0.5">
      <Badge tone={decision.choice === "renew" ? "green" : "amber"}>
        {decision.choice === "renew" ? "Renew" : "Not renewing"}
      </Badge>
      <span className="text-xs text-slate-500">
        {decision.decidedBy.name}, {formatDay(decision.decidedOn)}
      </span>
    </span>
  );
}
