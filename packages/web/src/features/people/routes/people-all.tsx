import type { QueryClient } from "@tanstack/react-query";
import { Link, type LoaderFunctionArgs } from "react-router-dom";
import { paths } from "../../../app/paths";
import { config } from "../../../config";
import { buttonClassName } from "../../../ui/button";
import { readListState, toListQuery, useListUrlState } from "../../../ui/data-table";
import { EmptyState } from "../../../ui/empty-state";
import { PlusIcon, UsersIcon } from "../../../ui/icons";
import { fetchPeoplePage, peopleListQueryOptions, usePeopleList } from "../api/list-people";
import { PeopleTable } from "../components/list/people-table";
import { activePersonColumns } from "../components/list/person-columns";
import { usePersonRights } from "../lib/person-rights";

const columns = activePersonColumns;

export function loader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const state = readListState(new URL(request.url).searchParams, columns);
    try {
      await queryClient.ensureQueryData(peopleListQueryOptions(toListQuery(state, columns)));
    } catch {
      // The page shows the failure where the list would be, with a way to try again.
    }
    return null;
  };
}

/** /people/all: the people in use. */
export function Component() {
  const { state, change } = useListUrlState(columns);
  const people = usePeopleList(toListQuery(state, columns));
  const rights = usePersonRights();
  return (
    <>
      <title>{`People · ${config.productName}`}</title>
      <PeopleTable
        scope="all"
        columns={columns}
        state={state}
        onStateChange={change}
        result={people}
        fetchPage={fetchPeoplePage}
        emptyState={
          <EmptyState
            icon={<UsersIcon className="size-5" />}
            title="No people yet"
            action={
              rights.canWrite ? (
                <Link to={paths.app.addPerson.getHref()} className={buttonClassName("primary")}>
                  <PlusIcon className="size-4" />
                  Add person
                </Link>
              ) : null
            }
          >
            People you add appear here.
          </EmptyState>
        }
      />
    </>
  );
}
