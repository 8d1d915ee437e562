import type { QueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { Link, useSearchParams, type LoaderFunctionArgs } from "react-router-dom";
import { paths } from "../../../routing/paths";
import { config } from "../../../config";
import { Button, buttonClassName } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { EmptyState } from "../../../ui/empty-state";
import { PlusIcon, SearchIcon, UsersIcon } from "../../../ui/icons";
import { QueryLoadError } from "../../../ui/load-error";
import { Pagination } from "../../../ui/pagination";
import { useUsersList, usersListQueryOptions } from "../api/list-users";
import { UserFilters } from "../components/user-filters";
import { UsersTable } from "../components/users-table";
import { useAdminRights } from "../lib/use-admin-rights";
import {
  isUserListFiltered,
  readUserListState,
  toUserListQuery,
  updateUserListState,
  userPageSizes,
  writeUserListState,
  type UserListState,
} from "../lib/user-list-params";
import { prefetchQueries } from "../../../lib/prefetch-queries";

export function loader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    const state = readUserListState(new URL(request.url).searchParams);
    return prefetchQueries(queryClient.ensureQueryData(usersListQueryOptions(toUserListQuery(state))));
  };
}

export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readUserListState(searchParams);
  const users = useUsersList(toUserListQuery(state));
  const rights = useAdminRights();

  const change = useCallback(
    (patch: Partial<UserListState>) =>
      setSearchParams(
        (current) => writeUserListState(updateUserListState(readUserListState(current), patch)),
        // Typing in the search box would otherwise leave a history entry per pause.
        { replace: patch.search !== undefined },
      ),
    [setSearchParams],
  );
  const clear = () => change({ search: "", status: null, userType: null });

  const addUser = rights.canWrite ? (
    <Link to={paths.app.addUser.getHref()} className={buttonClassName("primary")}>
      <PlusIcon className="size-4" />
      Add user
    </Link>
  ) : null;

  return (
    <>
      <title>{`User management · ${config.productName}`}</title>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Users</h2>
          <p className="text-sm text-slate-600">
            Everyone who can sign in, their status and when they last did.
          </p>
        </div>
        {addUser}
      </div>
      <Card>
        <UserFilters state={state} onChange={change} onClear={clear} />
        {users.isError && !users.data ? (
          <QueryLoadError title="The users could not be loaded" query={users} />
        ) : users.data?.totalRecords === 0 ? (
          isUserListFiltered(state) ? (
            <EmptyState icon={<SearchIcon className="size-5" />} title="No users match these filters">
              Try another search, or{" "}
              <button type="button" onClick={clear} className="font-medium text-indigo-700 hover:underline">
                clear the filters
              </button>
              .
            </EmptyState>
          ) : (
            <EmptyState icon={<UsersIcon className="size-5" />} title="No users yet" action={addUser}>
              Users you add appear here.
            </EmptyState>
          )
        ) : users.data && users.data.records.length === 0 ? (
          <EmptyState
            icon={<SearchIcon className="size-5" />}
            title={`There is no page ${state.page + 1}`}
            action={
              <Button
                variant="secondary"
                onClick={() => change({ page: Math.ceil(users.data.totalRecords / state.pageSize) - 1 })}
              >
                Go to the last page
              </Button>
            }
          >
            The list has {users.data.totalRecords} users, fewer than this page starts at.
          </EmptyState>
        ) : (
          <>
            <UsersTable
              users={users.data?.records}
              sort={state.sort}
              descending={state.descending}
              onSortChange={(sort, descending) => change({ sort, descending })}
              refreshing={users.isPlaceholderData}
            />
            {users.data && (
              <Pagination
                page={state.page}
                pageSize={state.pageSize}
                total={users.data.totalRecords}
                pageSizes={userPageSizes}
                itemLabel="users"
                onPageChange={(page) => change({ page })}
                onPageSizeChange={(pageSize) => change({ pageSize })}
              />
            )}
          </>
        )}
      </Card>
    </>
  );
}
