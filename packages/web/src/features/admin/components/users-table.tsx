import type { UserSummary } from "@rightsdesk/domain";
import {
  createColumnHelper,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type SortingState,
  type Updater,
} from "@tanstack/react-table";
import { useMemo } from "react";
import { Link, useNavigate } from "react-router-dom";
import { paths } from "../../../routing/paths";
import { offerBackState } from "../../../routing/navigation-state";
import { cx } from "../../../ui/cx";
import { truncatedValueClassName } from "../../../ui/data-table";
import { focusRing } from "../../../ui/focus-ring";
import { SortIcon } from "../../../ui/icons";
import { Skeleton } from "../../../ui/skeleton";
import { formatSignIn, formatUserType } from "../lib/labels";
import { userSortFields, type UserSortField } from "../lib/user-list-params";
import { UserStatusBadge } from "./user-status-badge";

const features = tableFeatures({ rowSortingFeature });
const column = createColumnHelper<typeof features, UserSummary>();

/** The users list's columns. Ids of sortable columns are the list fields the server sorts on. */
const columns = column.columns([
  column.accessor("userName", {
    header: "User name",
    cell: (info) => (
      <Link
        to={paths.app.admin.user.profile.getHref(info.row.original.id)}
        state={offerBackState}
        className={cx("rounded font-medium text-indigo-700 hover:underline", focusRing)}
        onClick={(event) => event.stopPropagation()}
      >
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor((user) => `${user.firstName} ${user.lastName}`.trim(), {
    id: "firstName",
    header: "Name",
  }),
  column.accessor("email", {
    header: "E-mail",
    // A long address is cut, whole in its title, so the table keeps to the page.
    cell: (info) => (
      <span className={truncatedValueClassName} title={info.getValue()}>
        {info.getValue()}
      </span>
    ),
  }),
  column.accessor("userType", { header: "User type", cell: (info) => formatUserType(info.getValue()) }),
  column.accessor("status", {
    header: "Status",
    cell: (info) => <UserStatusBadge status={info.getValue()} />,
  }),
  column.accessor("mfaEnabled", {
    header: "MFA",
    enableSorting: false,
    cell: (info) =>
      info.getValue() ? (
        <span className="text-emerald-700">On</span>
      ) : (
        <span className="text-slate-500">Off</span>
      ),
  }),
  column.accessor("lastSignInAt", {
    header: "Last sign-in",
    enableSorting: false,
    cell: (info) => <span className="whitespace-nowrap">{formatSignIn(info.getValue())}</span>,
  }),
]);

/** Names wrap between words; the rest stay on one line (the e-mail is cut instead). */
const cellClassNames: Readonly<Record<string, string>> = { firstName: "min-w-32" };

const emptyRows: UserSummary[] = [];

function isSortField(id: string): id is UserSortField {
  return (userSortFields as readonly string[]).includes(id);
}

type UsersTableProps = {
  users: UserSummary[] | undefined;
  sort: UserSortField | null;
  descending: boolean;
  onSortChange: (sort: UserSortField | null, descending: boolean) => void;
  /** A newer page is on its way: the rows shown are the previous ones. */
  refreshing: boolean;
};

/** The users, one row each; a header click sorts on the server, a row opens the user. */
export function UsersTable({ users, sort, descending, onSortChange, refreshing }: UsersTableProps) {
  const navigate = useNavigate();
  const sorting = useMemo<SortingState>(
    () => (sort ? [{ id: sort, desc: descending }] : []),
    [sort, descending],
  );
  const table = useTable({
    features,
    columns,
    data: users ?? emptyRows,
    getRowId: (user) => String(user.id),
    manualSorting: true,
    enableMultiSort: false,
    sortDescFirst: false,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const [next] = typeof updater === "function" ? updater(sorting) : updater;
      if (next && isSortField(next.id)) onSortChange(next.id, next.desc);
      else onSortChange(null, false);
    },
  });

  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" aria-busy={refreshing || users === undefined}>
        <caption className="sr-only">Users. Select a column heading to sort by it.</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const canSort = header.column.getCanSort();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                    className="px-4 py-2.5 whitespace-nowrap first:pl-6 last:pr-6"
                  >
                    {canSort ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className={cx(
                          "-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-slate-900",
                          sorted && "text-slate-900",
                          focusRing,
                        )}
                      >
                        <table.FlexRender header={header} />
                        <SortIcon sorted={sorted} className="size-3.5" />
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className={cx("divide-y divide-slate-100 transition-opacity", refreshing && "opacity-60")}>
          {users === undefined
            ? [0, 1, 2, 3, 4].map((row) => (
                <tr key={row}>
                  {columns.map((_, cell) => (
                    <td key={cell} className="px-4 py-3.5 first:pl-6">
                      <Skeleton className="h-4 w-24" />
                    </td>
                  ))}
                </tr>
              ))
            : table.getRowModel().rows.map((row) => (
                <tr
                  key={row.id}
                  onClick={() =>
                    void navigate(paths.app.admin.user.profile.getHref(row.original.id), {
                      state: offerBackState,
                    })
                  }
                  className="cursor-pointer hover:bg-slate-50"
                >
                  {row.getAllCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={cx(
                        "px-4 py-3 text-slate-700 first:pl-6 last:pr-6",
                        cellClassNames[cell.column.id] ?? "whitespace-nowrap",
                      )}
                    >
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}
