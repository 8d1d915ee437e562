import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router-dom";
import { config } from "../../../config";
import { readListState, toListQuery, useListUrlState } from "../../../ui/data-table";
import { EmptyState } from "../../../ui/empty-state";
import { ArchiveIcon } from "../../../ui/icons";
import {
  archivedPeopleListQueryOptions,
  fetchArchivedPeoplePage,
  useArchivedPeopleList,
} from "../api/list-archived-people";
import { PeopleTable } from "../components/list/people-table";
import { archivedPersonColumns } from "../components/list/person-columns";

const columns = archivedPersonColumns;

export function loader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const state = readListState(new URL(request.url).searchParams, columns);
    try {
      await queryClient.ensureQueryData(archivedPeopleListQueryOptions(toListQuery(state, columns)));
    } catch {
      // The page shows the failure where the list would be, with a way to try again.
    }
    return null;
  };
}

/** /people/archive: archived people, each of whom can be restored or deleted for good. */
export function Component() {
  const { state, change } = useListUrlState(columns);
  const people = useArchivedPeopleList(toListQuery(state, columns));
  return (
    <>
      <title>{`Archived people · ${config.productName}`}</title>
      <PeopleTable
        scope="archive"
        columns={columns}
        state={state}
        onStateChange={change}
        result={people}
        fetchPage={fetchArchivedPeoplePage}
        emptyState={
          <EmptyState icon={<ArchiveIcon className="size-5" />} title="The archive is empty">
            People you archive move here, and can be restored or deleted from here.
          </EmptyState>
        }
      />
    </>
  );
}
