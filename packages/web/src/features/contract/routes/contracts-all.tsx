import type { ContractSummary } from "@rightsdesk/domain";
import { api } from "../../../lib/api-client";
import { paths } from "../../../routing/paths";
import { DocumentIcon } from "../../../ui/icons";
import { recordListRoute } from "../../../ui/records/record-list";
import { contractKind } from "../api/contract-kind";
import { contractColumns } from "../components/contract-columns";

/** /contracts/all: every contract (`POST /Contract/GetBy`). */
export const { loader, Component } = recordListRoute<ContractSummary>({
  module: contractKind.module,
  queryKey: [...contractKind.keys.lists(), "all"],
  list: (query) => api.listContracts({ body: query }),
  columns: contractColumns,
  title: "Contracts",
  caption: "Contracts",
  itemLabel: "contracts",
  rowHref: (contract) => paths.app.contract.getHref(contract.id),
  empty: {
    icon: <DocumentIcon className="size-5" />,
    title: "No contracts yet",
    text: "Contracts you add appear here with their status, payroll status and completeness.",
    add: { href: paths.app.addContract.getHref(), label: "Add contract" },
  },
});
