import { contractSectionsOn } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { useLocation } from "react-router-dom";
import { CompensationTotalsCard } from "../components/compensation-totals-card";
import { RecordKindSectionPanel } from "../../../ui/records/section-panel";
import { contractKind } from "../api/contract-kind";
import { contractSectionTabLoader } from "../lib/contract-tabs";
import { readContractRoute } from "../lib/read-contract-route";
import { useRecordPage } from "../../../ui/records/record-page";

export function loader(queryClient: QueryClient) {
  return contractSectionTabLoader(queryClient);
}

/**
 * A tab made of sections (work days, compensation, tax and banking, notes...): each section the
 * domain puts on the route, one under the other; the compensation tab ends with its totals.
 */
export function Component() {
  const route = readContractRoute(useLocation().pathname);
  const { record: contract } = useRecordPage(contractKind);
  if (route === null) return null;
  return (
    <div className="space-y-6">
      {contractSectionsOn(route).map((section) => (
        <RecordKindSectionPanel key={section.key} kind={contractKind} section={section} />
      ))}
      {route === "additionalDealPoints" && <CompensationTotalsCard contractId={contract.id} />}
    </div>
  );
}
