import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router-dom";
import { config } from "../../../config";
import { readListState, toListQuery, useListUrlState } from "../../../ui/data-table";
import { EmptyState } from "../../../ui/empty-state";
import { ArchiveIcon } from "../../../ui/icons";
import {
  archivedCompaniesListQueryOptions,
  fetchArchivedCompaniesPage,
  useArchivedCompaniesList,
} from "../api/list-archived-companies";
import { archivedCompanyColumns } from "../components/list/company-columns";
import { CompaniesTable } from "../components/list/companies-table";

const columns = archivedCompanyColumns;

export function loader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const state = readListState(new URL(request.url).searchParams, columns);
    try {
      await queryClient.ensureQueryData(archivedCompaniesListQueryOptions(toListQuery(state, columns)));
    } catch {
      // The page shows the failure where the list would be, with a way to try again.
    }
    return null;
  };
}

/** /companies/archive: archived companies, each of which can be restored. */
export function Component() {
  const { state, change } = useListUrlState(columns);
  const companies = useArchivedCompaniesList(toListQuery(state, columns));
  return (
    <>
      <title>{`Archived companies · ${config.productName}`}</title>
      <CompaniesTable
        scope="archive"
        columns={columns}
        state={state}
        onStateChange={change}
        result={companies}
        fetchPage={fetchArchivedCompaniesPage}
        emptyState={
          <EmptyState icon={<ArchiveIcon className="size-5" />} title="The archive is empty">
            Companies you archive move here, and can be restored from here.
          </EmptyState>
        }
      />
    </>
  );
}
