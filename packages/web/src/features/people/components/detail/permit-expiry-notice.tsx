import { formatDisplayDate } from "@rightsdesk/domain";
import { useQuery } from "@tanstack/react-query";
import { Notice } from "../../../../ui/notice";
import { recordSectionItemsQueryOptions } from "../../../../ui/records/record-queries";
import { personKind } from "../../api/person-kind";
import { localToday, permitsNeedingAttention } from "../../lib/permit-expiry";

/** A lapsed or lapsing work permit, said at the top of the Minor tab (the list below has them all). */
export function PermitExpiryNotice({ personId }: { personId: number }) {
  const permits = useQuery(recordSectionItemsQueryOptions(personKind, personId, "WorkPermit"));
  const attention = permitsNeedingAttention(permits.data?.records ?? [], localToday());
  if (attention.length === 0) return null;
  const lapsed = attention.some((permit) => permit.daysLeft < 0);
  return (
    <Notice tone={lapsed ? "error" : "warning"} title="Work permits need attention">
      <ul className="list-disc space-y-0.5 pl-5">
        {attention.map((permit) => (
          <li key={`${permit.permitNumber}-${permit.expiresOn}`}>
            {`Permit ${permit.permitNumber || "without a number"} `}
            {permit.daysLeft < 0
              ? `expired on ${formatDisplayDate(permit.expiresOn)}.`
              : permit.daysLeft === 0
                ? "expires today."
                : `expires on ${formatDisplayDate(permit.expiresOn)}, in ${permit.daysLeft} day${permit.daysLeft === 1 ? "" : "s"}.`}
          </li>
        ))}
      </ul>
    </Notice>
  );
}
