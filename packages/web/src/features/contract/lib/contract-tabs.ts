import {
  contractRouteLabels,
  contractRoutes,
  contractSectionsOn,
  type ContractDetail,
} from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router-dom";
import { paths } from "../../../app/paths";
import { contractSectionItemsQueryOptions } from "../api/contract-record-calls";
import { contractQueryOptions } from "../api/contract-queries";
import { readContractId, readContractRoute } from "./read-contract-id";

/** The tab bar of a contract: its thirteen tabs in the domain's order and words. */
export function contractTabs(contract: Pick<ContractDetail, "id">) {
  return contractRoutes.map((route) => ({
    to: paths.app.contract.getHref(contract.id, route),
    label: contractRouteLabels[route],
  }));
}

/** A section tab's loader: the contract, then the items of the tab's sections. Failures show in place. */
export function contractSectionTabLoader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const contractId = readContractId(params.contractId);
    const route = readContractRoute(new URL(request.url).pathname);
    if (contractId === null || route === null) return null;
    try {
      await queryClient.ensureQueryData(contractQueryOptions(contractId));
      await Promise.all(
        contractSectionsOn(route).map((section) =>
          queryClient.ensureQueryData(contractSectionItemsQueryOptions(contractId, section.key)),
        ),
      );
    } catch {
      // Each panel shows its own failure with "Try again".
    }
    return null;
  };
}
