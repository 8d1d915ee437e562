import type { Alert } from "@rightsdesk/domain";
import { formatDate } from "../../../lib/format";
import { Badge } from "../../../ui/badge";
import { stateLabels, stateTones } from "../lib/alert-labels";

/** The alert's state, and for a marked one who marked it, when, and their note. */
export function AlertStateCell({ alert }: { alert: Alert }) {
  return (
    <div className="space-y-1">
      <Badge tone={stateTones[alert.state]}>{stateLabels[alert.state]}</Badge>
      {alert.mark && (
        <p className="text-xs text-slate-500">
          {alert.mark.by.name} · {formatDate(alert.mark.at)}
          {alert.mark.note && <span className="block text-slate-600">“{alert.mark.note}”</span>}
        </p>
      )}
    </div>
  );
}
