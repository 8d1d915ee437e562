import type { QueryClient } from "@tanstack/react-query";
import { Link, useNavigate, type LoaderFunctionArgs } from "react-router-dom";
import { offerBackState } from "../../../app/navigation-state";
import { paths } from "../../../app/paths";
import { config } from "../../../config";
import { buttonClassName } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { DataTable, readListState, toListQuery, useListUrlState } from "../../../ui/data-table";
import { EmptyState } from "../../../ui/empty-state";
import { DocumentIcon, PlusIcon } from "../../../ui/icons";
import { contractListQueryOptions, fetchContractPage, useContractList } from "../api/contract-queries";
import { contractColumns } from "../components/contract-columns";
import { useContractRights } from "../lib/contract-rights";

const columns = contractColumns;

export function loader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const state = readListState(new URL(request.url).searchParams, columns);
    try {
      await queryClient.ensureQueryData(contractListQueryOptions(toListQuery(state, columns)));
    } catch {
      // The page shows the failure where the list would be, with a way to try again.
    }
    return null;
  };
}

/** /contracts/all: every contract. */
export function Component() {
  const { state, change } = useListUrlState(columns);
  const contracts = useContractList(toListQuery(state, columns));
  const rights = useContractRights();
  const navigate = useNavigate();
  return (
    <>
      <title>{`Contracts · ${config.productName}`}</title>
      <Card>
        <DataTable
          caption="Contracts"
          itemLabel="contracts"
          columns={columns}
          state={state}
          onStateChange={change}
          result={contracts}
          fetchPage={fetchContractPage}
          getRowId={(contract) => String(contract.id)}
          onOpenRow={(contract) =>
            void navigate(paths.app.contract.getHref(contract.id), { state: offerBackState })
          }
          emptyState={
            <EmptyState
              icon={<DocumentIcon className="size-5" />}
              title="No contracts yet"
              action={
                rights.canWrite ? (
                  <Link to={paths.app.addContract.getHref()} className={buttonClassName("primary")}>
                    <PlusIcon className="size-4" />
                    Add contract
                  </Link>
                ) : null
              }
            >
              Contracts you add appear here with their status, payroll status and completeness.
            </EmptyState>
          }
        />
      </Card>
    </>
  );
}
