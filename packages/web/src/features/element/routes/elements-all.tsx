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
import { elementListQueryOptions, fetchElementPage, useElementList } from "../api/list-elements";
import { elementColumns } from "../components/list/element-columns";
import { useElementRights } from "../lib/element-rights";

const columns = elementColumns;

export function loader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const state = readListState(new URL(request.url).searchParams, columns);
    try {
      await queryClient.ensureQueryData(elementListQueryOptions(toListQuery(state, columns)));
    } catch {
      // The page shows the failure where the list would be, with a way to try again.
    }
    return null;
  };
}

/** /elements/all: the active elements. */
export function Component() {
  const { state, change } = useListUrlState(columns);
  const elements = useElementList(toListQuery(state, columns));
  const rights = useElementRights();
  const navigate = useNavigate();
  return (
    <>
      <title>{`Elements · ${config.productName}`}</title>
      <Card>
        <DataTable
          caption="Active elements"
          itemLabel="elements"
          columns={columns}
          state={state}
          onStateChange={change}
          result={elements}
          fetchPage={fetchElementPage}
          getRowId={(element) => String(element.id)}
          onOpenRow={(element) =>
            void navigate(paths.app.element.getHref(element.id), { state: offerBackState })
          }
          emptyState={
            <EmptyState
              icon={<DocumentIcon className="size-5" />}
              title="No elements yet"
              action={
                rights.canWrite ? (
                  <Link to={paths.app.addElement.getHref()} className={buttonClassName("primary")}>
                    <PlusIcon className="size-4" />
                    Add element
                  </Link>
                ) : null
              }
            >
              Elements you add appear here with their status and earliest expiration.
            </EmptyState>
          }
        />
      </Card>
    </>
  );
}
