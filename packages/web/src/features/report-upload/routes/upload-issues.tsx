import type { AiringIssue, ListQuery } from "@rightsdesk/domain";
import { keepPreviousData, useQuery, type QueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, type LoaderFunctionArgs } from "react-router-dom";
import { config } from "../../../config";
import { paths } from "../../../routing/paths";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { DataTable, readListState, toListQuery, type ListViewState } from "../../../ui/data-table";
import { EmptyState } from "../../../ui/empty-state";
import { CheckCircleIcon } from "../../../ui/icons";
import { useModuleRights } from "../../../ui/records/record-queries";
import { issueListQueryOptions, listAiringIssues } from "../api/airing-issues";
import { issueColumns } from "../components/issue-columns";
import { ResolveIssueDialog } from "../components/resolve-issue-dialog";
import { readUploadId, useScopedListState } from "../lib/use-scoped-list-state";
import { withUploadFilter } from "../lib/with-filters";

const kept = ["upload"] as const;

function issueQuery(state: ListViewState, uploadId: number | null): ListQuery {
  return withUploadFilter(toListQuery(state, issueColumns), uploadId);
}

export function loader(queryClient: QueryClient) {
  return async function loadIssues({ request }: LoaderFunctionArgs) {
    const search = new URL(request.url).searchParams;
    const query = issueQuery(readListState(search, issueColumns), readUploadId(search));
    try {
      await queryClient.ensureQueryData(issueListQueryOptions(query));
    } catch {
      // The page shows the failure where the table would be, with a way to try again.
    }
    return null;
  };
}

/**
 * /rights-expiration/upload-issues: the issues (the open ones at first), of one upload with
 * `?upload=ID`; "Resolve" on each open one for those who may.
 */
export function Component() {
  const { state, search, change, setParams } = useScopedListState(issueColumns, kept);
  const uploadId = readUploadId(search);
  const query = issueQuery(state, uploadId);
  const result = useQuery({
    ...issueListQueryOptions(query),
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });
  const { canWrite } = useModuleRights("Report Upload");
  const [resolving, setResolving] = useState<AiringIssue | null>(null);
  const fileName = result.data?.records[0]?.fileName;
  return (
    <>
      <title>{`Upload issues · ${config.productName}`}</title>
      {uploadId && (
        <p className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <span>
            Issues of{" "}
            <Link
              to={paths.app.reportUploads.details.getHref(uploadId)}
              className="font-medium text-indigo-700 hover:underline"
            >
              {fileName ?? `upload ${uploadId}`}
            </Link>
          </span>
          <Button variant="ghost" className="px-2 py-1 text-xs" onClick={() => setParams({ upload: null })}>
            Show every upload&apos;s issues
          </Button>
        </p>
      )}
      <Card>
        <DataTable
          caption="Issues of the uploaded reports"
          itemLabel="issues"
          columns={issueColumns}
          state={state}
          onStateChange={change}
          result={result}
          fetchPage={(page) => listAiringIssues(withUploadFilter(page, uploadId))}
          getRowId={(issue) => String(issue.id)}
          rowActions={
            canWrite
              ? (issue) =>
                  issue.status === "open" && issue.actions.length > 0 ? (
                    <Button
                      variant="secondary"
                      className="px-2.5 py-1 text-xs"
                      onClick={() => setResolving(issue)}
                    >
                      Resolve<span className="sr-only"> the issue on row {issue.rowNumber}</span>
                    </Button>
                  ) : null
              : undefined
          }
          emptyState={
            <EmptyState icon={<CheckCircleIcon className="size-5" />} title="No issues">
              Every airing of the uploaded reports clears with the rights held.
            </EmptyState>
          }
        />
      </Card>
      {resolving && <ResolveIssueDialog issue={resolving} onClose={() => setResolving(null)} />}
    </>
  );
}
