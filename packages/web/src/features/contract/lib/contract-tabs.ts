import {
  contractRouteLabels,
  contractRoutes,
  contractSectionsOn,
  type ContractDetail,
} from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { paths } from "../../../routing/paths";
import { loadSectionTab } from "../../../ui/records/record-queries";
import { contractKind } from "../api/contract-kind";
import { readContractRoute } from "./read-contract-route";

/** The tab bar of a contract: its thirteen tabs in the domain's order and words. */
export function contractTabs(contract: Pick<ContractDetail, "id">) {
  return contractRoutes.map((route) => ({
    to: paths.app.contract.getHref(contract.id, route),
    label: contractRouteLabels[route],
  }));
}

/** A section tab's loader: the contract, then the items of the tab's sections. Failures show in place. */
export function contractSectionTabLoader(queryClient: QueryClient) {
  return loadSectionTab(queryClient, contractKind, readContractRoute, (_contract, route) =>
    contractSectionsOn(route),
  );
}
