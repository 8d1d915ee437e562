import type { QueryClient } from "@tanstack/react-query";
import { Link, type LoaderFunctionArgs } from "react-router-dom";
import { paths } from "../../../app/paths";
import { config } from "../../../config";
import { buttonClassName } from "../../../ui/button";
import { readListState, toListQuery, useListUrlState } from "../../../ui/data-table";
import { EmptyState } from "../../../ui/empty-state";
import { BuildingIcon, PlusIcon } from "../../../ui/icons";
import { companiesListQueryOptions, fetchCompaniesPage, useCompaniesList } from "../api/list-companies";
import { activeCompanyColumns } from "../components/list/company-columns";
import { CompaniesTable } from "../components/list/companies-table";
import { useCompanyRights } from "../lib/company-rights";

const columns = activeCompanyColumns;

export function loader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const state = readListState(new URL(request.url).searchParams, columns);
    try {
      await queryClient.ensureQueryData(companiesListQueryOptions(toListQuery(state, columns)));
    } catch {
      // The page shows the failure where the list would be, with a way to try again.
    }
    return null;
  };
}

/** /companies/all: the companies in use. */
export function Component() {
  const { state, change } = useListUrlState(columns);
  const companies = useCompaniesList(toListQuery(state, columns));
  const rights = useCompanyRights();
  return (
    <>
      <title>{`Companies · ${config.productName}`}</title>
      <CompaniesTable
        scope="all"
        columns={columns}
        state={state}
        onStateChange={change}
        result={companies}
        fetchPage={fetchCompaniesPage}
        emptyState={
          <EmptyState
            icon={<BuildingIcon className="size-5" />}
            title="No companies yet"
            action={
              rights.canWrite ? (
                <Link to={paths.app.addCompany.getHref()} className={buttonClassName("primary")}>
                  <PlusIcon className="size-4" />
                  Add company
                </Link>
              ) : null
            }
          >
            Companies you add appear here.
          </EmptyState>
        }
      />
    </>
  );
}
