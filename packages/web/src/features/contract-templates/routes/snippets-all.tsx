import type { QueryClient } from "@tanstack/react-query";
import { Link, useNavigate, type LoaderFunctionArgs } from "react-router-dom";
import { paths } from "../../../app/paths";
import { config } from "../../../config";
import { buttonClassName } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { DataTable, readListState, toListQuery, useListUrlState } from "../../../ui/data-table";
import { EmptyState } from "../../../ui/empty-state";
import { DocumentIcon, PlusIcon } from "../../../ui/icons";
import { fetchSnippetPage, snippetListQueryOptions, useSnippetList } from "../api/list-snippets";
import { snippetColumns } from "../components/snippet-columns";
import { useContractTemplateRights } from "../lib/contract-template-rights";

const columns = snippetColumns;

export function loader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const state = readListState(new URL(request.url).searchParams, columns);
    try {
      await queryClient.ensureQueryData(snippetListQueryOptions(toListQuery(state, columns)));
    } catch {
      // The page shows the failure where the list would be, with a way to try again.
    }
    return null;
  };
}

/** /contracts/snippets/all: every snippet, with the templates using it. */
export function Component() {
  const { state, change } = useListUrlState(columns);
  const snippets = useSnippetList(toListQuery(state, columns));
  const rights = useContractTemplateRights();
  const navigate = useNavigate();
  return (
    <>
      <title>{`Contract snippets · ${config.productName}`}</title>
      <Card>
        <DataTable
          caption="Contract snippets"
          itemLabel="snippets"
          columns={columns}
          state={state}
          onStateChange={change}
          result={snippets}
          fetchPage={fetchSnippetPage}
          getRowId={(snippet) => String(snippet.id)}
          onOpenRow={(snippet) => void navigate(paths.app.contractSnippets.view.getHref(snippet.id))}
          emptyState={
            <EmptyState
              icon={<DocumentIcon className="size-5" />}
              title="No snippets yet"
              action={
                rights.canWrite ? (
                  <Link to={paths.app.contractSnippets.add.getHref()} className={buttonClassName("primary")}>
                    <PlusIcon className="size-4" />
                    Add snippet
                  </Link>
                ) : null
              }
            >
              Snippets are clauses written once and used by many templates: headers, bodies, legal terms,
              footers.
            </EmptyState>
          }
        />
      </Card>
    </>
  );
}
