import type { ListQuery, ModuleName } from "@rightsdesk/domain";
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { Fragment, useState, type ReactNode } from "react";
import { Link, Outlet, useNavigate, type LoaderFunctionArgs } from "react-router-dom";
import { config } from "../../config";
import { offerBackState } from "../../routing/navigation-state";
import { Button, buttonClassName } from "../button";
import { Card } from "../card";
import {
  DataTable,
  readListState,
  toListQuery,
  useListUrlState,
  type DataColumn,
  type DataTableProps,
  type ListPageResult,
} from "../data-table";
import { EmptyState } from "../empty-state";
import { ArchiveIcon, PlusIcon, RestoreIcon, TrashIcon } from "../icons";
import { PageHeader } from "../page-header";
import { TabNav, type TabLink } from "../tab-nav";
import type { RecordKind } from "./record-kind";
import { useModuleRights } from "./record-queries";

/** A link to a kind's add page: "Add company". */
export interface AddLink {
  href: string;
  label: string;
}

function AddButton({ add }: { add: AddLink }) {
  return (
    <Link to={add.href} className={buttonClassName("primary")}>
      <PlusIcon className="size-4" />
      {add.label}
    </Link>
  );
}

/**
 * The top of a kind's lists (`/companies`): its title and description, "Add …" for users with
 * the module's write right, the lists' tabs where it has several, then the list (child route).
 */
export function RecordListLayout({
  module,
  title,
  description,
  add,
  actions,
  tabs,
}: {
  module: ModuleName;
  title: string;
  description: string;
  add?: AddLink;
  /** In place of the add link: a menu of ways to add, say. */
  actions?: ReactNode;
  tabs?: { label: string; links: TabLink[] };
}) {
  const { canWrite } = useModuleRights(module);
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={canWrite ? (actions ?? (add && <AddButton add={add} />)) : null}
      />
      {tabs && <TabNav label={tabs.label} tabs={tabs.links} className="mb-6" />}
      <Outlet />
    </>
  );
}

/**
 * A kind's list layout: its plural as the title, "Add …" where it has an add page, and the
 * Active and Archive tabs where it has an archive.
 */
export function KindListLayout<T extends { id: number }>({
  kind,
  description,
}: {
  kind: RecordKind<T>;
  description: string;
}) {
  const { addHref, archiveHref } = kind;
  return (
    <RecordListLayout
      module={kind.module}
      title={kind.nouns.plural}
      description={description}
      {...(addHref && { add: { href: addHref(), label: `Add ${kind.nouns.singular}` } })}
      {...(archiveHref && {
        tabs: {
          label: `${kind.module} lists`,
          links: [
            { to: kind.listHref(), label: "Active" },
            { to: archiveHref(), label: "Archive" },
          ],
        },
      })}
    />
  );
}

/** What a list shows when it holds nothing, with "Add …" for users who may. */
export interface ListEmpty {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  add?: AddLink;
}

export function ListEmptyState({ empty, canWrite }: { empty: ListEmpty; canWrite: boolean }) {
  return (
    <EmptyState
      icon={empty.icon}
      title={empty.title}
      action={empty.add && canWrite ? <AddButton add={empty.add} /> : null}
    >
      {empty.text}
    </EmptyState>
  );
}

export type RowAction = "archive" | "restore" | "delete";

const actionIcons = { archive: ArchiveIcon, restore: RestoreIcon, delete: TrashIcon } as const;
const actionWords = { archive: "Archive", restore: "Restore", delete: "Delete" } as const;

function RowActionButton({
  action,
  name,
  onClick,
}: {
  action: RowAction;
  name: string;
  onClick: () => void;
}) {
  const Icon = actionIcons[action];
  const label = `${actionWords[action]} ${name}`;
  return (
    <Button
      variant="ghost"
      className={
        action === "delete"
          ? "p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-700"
          : "p-1.5 text-slate-500 hover:text-slate-900"
      }
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <Icon className="size-4" />
    </Button>
  );
}

/** The buttons at the end of a row (each names the record) and the dialog each one opens. */
export interface RowActions<T> {
  actions: readonly RowAction[];
  nameOf: (row: T) => string;
  renderDialog: (action: RowAction, row: T, open: boolean, onClose: () => void) => ReactNode;
}

export interface RecordListSpec<T extends { id: number }> {
  /** The module whose rights show "Add …" and the row actions (its delete right). */
  module: ModuleName;
  /** Where the list's pages live in the cache: the kind's `lists()` and which list. */
  queryKey: readonly unknown[];
  /** The list call: one page of the filter, sort and page asked for. */
  list: (query: ListQuery) => Promise<ListPageResult<T>>;
  columns: readonly DataColumn<T>[];
  /** The document title's first part: "Archived companies". */
  title: string;
  caption: string;
  itemLabel: string;
  rowHref: (row: T) => string;
  /** An opened row offers "Back" to the list; yes by default. */
  offerBack?: boolean;
  empty: ListEmpty;
  rowActions?: RowActions<T>;
}

function listQueryOptions<T extends { id: number }>(spec: RecordListSpec<T>, query: ListQuery) {
  return queryOptions({ queryKey: [...spec.queryKey, query], queryFn: () => spec.list(query) });
}

/**
 * A kind's list route: its loader (the first page, read from the URL's list state) and its
 * screen, the shared data table with the kind's columns, a row opening the record, its empty
 * state and, for users with the delete right, the row actions. `export const { loader, Component }
 * = recordListRoute({...})`.
 */
export function recordListRoute<T extends { id: number }>(spec: RecordListSpec<T>) {
  const { columns } = spec;
  const loader = (queryClient: QueryClient) =>
    async function loadList({ request }: LoaderFunctionArgs) {
      const state = readListState(new URL(request.url).searchParams, columns);
      try {
        await queryClient.ensureQueryData(listQueryOptions(spec, toListQuery(state, columns)));
      } catch {
        // The page shows the failure where the list would be, with a way to try again.
      }
      return null;
    };
  function Component() {
    const { state, change } = useListUrlState(columns);
    const result = useQuery({
      ...listQueryOptions(spec, toListQuery(state, columns)),
      // The previous page stays on screen while the next loads, so the table does not jump.
      placeholderData: keepPreviousData,
      // The loader has already retried: a failure shows at once, with "Try again".
      retryOnMount: false,
    });
    const { canWrite, canDelete } = useModuleRights(spec.module);
    const navigate = useNavigate();
    return (
      <>
        <title>{`${spec.title} · ${config.productName}`}</title>
        <RecordListTable
          table={{
            caption: spec.caption,
            itemLabel: spec.itemLabel,
            columns,
            state,
            onStateChange: change,
            result,
            fetchPage: spec.list,
            getRowId: (row) => String(row.id),
            onOpenRow: (row) =>
              void navigate(
                spec.rowHref(row),
                spec.offerBack === false ? undefined : { state: offerBackState },
              ),
            emptyState: <ListEmptyState empty={spec.empty} canWrite={canWrite} />,
          }}
          rowActions={canDelete ? spec.rowActions : undefined}
        />
      </>
    );
  }
  return { loader, Component };
}

type TableProps<T extends { id: number }> = Omit<DataTableProps<T>, "rowActions">;

/** The data table in its card, with the row actions' dialogs outside it (Enter in a dialog must not open a row). */
export function RecordListTable<T extends { id: number }>({
  table,
  rowActions,
}: {
  table: TableProps<T>;
  rowActions?: RowActions<T>;
}) {
  const [target, setTarget] = useState<{ row: T; action: RowAction; open: boolean } | null>(null);
  const close = () => setTarget((current) => (current ? { ...current, open: false } : null));
  return (
    <>
      <Card>
        <DataTable
          {...table}
          {...(rowActions
            ? {
                rowActions: (row: T) => (
                  <div className="flex gap-1">
                    {rowActions.actions.map((action) => (
                      <RowActionButton
                        key={action}
                        action={action}
                        name={rowActions.nameOf(row)}
                        onClick={() => setTarget({ row, action, open: true })}
                      />
                    ))}
                  </div>
                ),
              }
            : {})}
        />
      </Card>
      {target && rowActions && (
        <Fragment key={`${target.action}-${target.row.id}`}>
          {rowActions.renderDialog(target.action, target.row, target.open, close)}
        </Fragment>
      )}
    </>
  );
}
