import type { QueryClient } from "@tanstack/react-query";
import { Link, useNavigate, type LoaderFunctionArgs } from "react-router-dom";
import { paths } from "../../../app/paths";
import { config } from "../../../config";
import { buttonClassName } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { DataTable, readListState, toListQuery, useListUrlState } from "../../../ui/data-table";
import { EmptyState } from "../../../ui/empty-state";
import { DocumentIcon, PlusIcon } from "../../../ui/icons";
import { fetchTemplatePage, templateListQueryOptions, useTemplateList } from "../api/list-templates";
import { templateColumns } from "../components/template-columns";
import { useContractTemplateRights } from "../lib/contract-template-rights";

const columns = templateColumns;

export function loader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const state = readListState(new URL(request.url).searchParams, columns);
    try {
      await queryClient.ensureQueryData(templateListQueryOptions(toListQuery(state, columns)));
    } catch {
      // The page shows the failure where the list would be, with a way to try again.
    }
    return null;
  };
}

/** /contracts/templates/all: every contract template. */
export function Component() {
  const { state, change } = useListUrlState(columns);
  const templates = useTemplateList(toListQuery(state, columns));
  const rights = useContractTemplateRights();
  const navigate = useNavigate();
  return (
    <>
      <title>{`Contract templates · ${config.productName}`}</title>
      <Card>
        <DataTable
          caption="Contract templates"
          itemLabel="templates"
          columns={columns}
          state={state}
          onStateChange={change}
          result={templates}
          fetchPage={fetchTemplatePage}
          getRowId={(template) => String(template.id)}
          onOpenRow={(template) => void navigate(paths.app.contractTemplates.view.getHref(template.id))}
          emptyState={
            <EmptyState
              icon={<DocumentIcon className="size-5" />}
              title="No templates yet"
              action={
                rights.canWrite ? (
                  <Link to={paths.app.contractTemplates.add.getHref()} className={buttonClassName("primary")}>
                    <PlusIcon className="size-4" />
                    Add template
                  </Link>
                ) : null
              }
            >
              A template puts snippets and its own text in order; contracts are drawn from it as PDFs.
            </EmptyState>
          }
        />
      </Card>
    </>
  );
}
