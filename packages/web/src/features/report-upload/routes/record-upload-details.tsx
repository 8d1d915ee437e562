import type { ListQuery } from "@rightsdesk/domain";
import { keepPreviousData, useQuery, type QueryClient } from "@tanstack/react-query";
import { Link, type LoaderFunctionArgs } from "react-router-dom";
import { config } from "../../../config";
import { paths } from "../../../routing/paths";
import { buttonClassName } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { DataTable, toListQuery } from "../../../ui/data-table";
import { EmptyState } from "../../../ui/empty-state";
import { DocumentIcon } from "../../../ui/icons";
import { QueryLoadError } from "../../../ui/load-error";
import { LoadingBars, QueryView } from "../../../ui/query-view";
import { TitledCard } from "../../../ui/titled-card";
import { listAiringRows, rowListQueryOptions } from "../api/airing-rows";
import { uploadListQueryOptions, uploadQueryOptions } from "../api/airing-uploads";
import { uploadRowColumns } from "../components/row-columns";
import { UploadActions } from "../components/upload-actions";
import { UploadSummary } from "../components/upload-summary";
import { UseCounts } from "../components/use-counts";
import { formatAirDates } from "../components/upload-columns";
import { readUploadId, useScopedListState } from "../lib/use-scoped-list-state";
import { withUploadFilter } from "../lib/with-filters";

const kept = ["upload"] as const;

/** The newest uploads, to choose one from when the page names none. */
const newestUploads: ListQuery = {
  filters: [],
  sortField: "uploadedOn",
  sortDescending: true,
  pageNumber: 0,
  pageSize: 10,
};

export function loader(queryClient: QueryClient) {
  return async function loadUpload({ request }: LoaderFunctionArgs) {
    const uploadId = readUploadId(new URL(request.url).searchParams);
    try {
      if (uploadId === null) await queryClient.ensureQueryData(uploadListQueryOptions(newestUploads));
      else await queryClient.ensureQueryData(uploadQueryOptions(uploadId));
    } catch {
      // The page shows the failure in place, with a way to try again.
    }
    return null;
  };
}

/** Without an upload named: the newest ones to open, or where to upload the first. */
function ChooseUpload() {
  const uploads = useQuery({ ...uploadListQueryOptions(newestUploads), retryOnMount: false });
  return (
    <Card>
      <QueryView
        query={uploads}
        loading={<LoadingBars label="Loading the uploads…" bars={["h-4 w-1/2", "h-4 w-2/3", "h-4 w-1/3"]} />}
        errorTitle="The uploads could not be loaded"
        isEmpty={(page) => page.totalRecords === 0}
        empty={
          <EmptyState
            icon={<DocumentIcon className="size-5" />}
            title="No upload to show"
            action={
              <Link to={paths.app.reportUploads.recent.getHref()} className={buttonClassName("secondary")}>
                Go to recent uploads
              </Link>
            }
          >
            Upload a report under Recent uploads; its details show here.
          </EmptyState>
        }
      >
        {(page) => (
          <div className="px-5 py-4 sm:px-6">
            <h2 className="text-base font-semibold text-slate-900">Choose an upload</h2>
            <ul className="mt-3 divide-y divide-slate-100">
              {page.records.map((upload) => (
                <li key={upload.id} className="flex flex-wrap items-baseline gap-x-3 py-2 text-sm">
                  <Link
                    to={paths.app.reportUploads.details.getHref(upload.id)}
                    className="font-medium text-indigo-700 hover:underline"
                  >
                    {upload.fileName}
                  </Link>
                  <span className="text-slate-600">{upload.source}</span>
                  <span className="text-slate-500">
                    {formatAirDates(upload.firstAirDate, upload.lastAirDate) ?? "no air dates"}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </QueryView>
    </Card>
  );
}

/** The upload's rows, a page at a time, with the table's state in the URL beside `upload`. */
function UploadRows({ uploadId }: { uploadId: number }) {
  const { state, change } = useScopedListState(uploadRowColumns, kept);
  const query = withUploadFilter(toListQuery(state, uploadRowColumns), uploadId);
  const result = useQuery({ ...rowListQueryOptions(query), placeholderData: keepPreviousData });
  return (
    <Card aria-labelledby="upload-rows-title">
      <h2
        id="upload-rows-title"
        className="border-b border-slate-200 px-5 py-4 text-base font-semibold text-slate-900 sm:px-6"
      >
        Rows
      </h2>
      <DataTable
        caption="The upload's rows"
        itemLabel="rows"
        columns={uploadRowColumns}
        state={state}
        onStateChange={change}
        result={result}
        fetchPage={(page) => listAiringRows(withUploadFilter(page, uploadId))}
        getRowId={(row) => String(row.id)}
        emptyState={<p className="px-6 py-8 text-center text-sm text-slate-600">The upload holds no rows.</p>}
      />
    </Card>
  );
}

/** /rights-expiration/record-upload-details?upload=ID: the summary, the uses counted and the rows. */
export function Component() {
  const { search } = useScopedListState(uploadRowColumns, kept);
  const uploadId = readUploadId(search);
  const upload = useQuery({
    ...uploadQueryOptions(uploadId ?? 0),
    enabled: uploadId !== null,
    retryOnMount: false,
  });
  if (uploadId === null) {
    return (
      <>
        <title>{`Upload details · ${config.productName}`}</title>
        <ChooseUpload />
      </>
    );
  }
  if (upload.isError) return <QueryLoadError query={upload} title="The upload could not be loaded" />;
  if (!upload.data)
    return <LoadingBars label="Loading the upload…" bars={["h-6 w-1/3", "h-4 w-2/3", "h-32 w-full"]} />;
  const detail = upload.data;
  return (
    <div className="space-y-6">
      <title>{`${detail.fileName} · ${config.productName}`}</title>
      <TitledCard
        titleId="upload-summary-title"
        title={detail.fileName}
        action={
          <div className="flex flex-wrap justify-end gap-2">
            <UploadActions upload={detail} />
          </div>
        }
      >
        <UploadSummary upload={detail} />
        {detail.issueCount > 0 && (
          <div className="border-t border-slate-100 px-5 py-3 sm:px-6">
            {detail.openIssueCount > 0 ? (
              <Link
                to={paths.app.reportUploads.issues.getHref(detail.id)}
                className="text-sm font-medium text-indigo-700 hover:underline"
              >
                Review its {detail.openIssueCount} open {detail.openIssueCount === 1 ? "issue" : "issues"}
              </Link>
            ) : (
              <Link
                to={paths.app.reportUploads.issues.getHref(detail.id, "")}
                className="text-sm font-medium text-indigo-700 hover:underline"
              >
                See its {detail.issueCount} resolved {detail.issueCount === 1 ? "issue" : "issues"}
              </Link>
            )}
          </div>
        )}
      </TitledCard>
      <TitledCard
        titleId="use-counts-title"
        title="Uses counted"
        description="For each spot this upload names, its airings across every upload, per 13-week cycle from its first use."
      >
        <UseCounts useCounts={detail.useCounts} />
      </TitledCard>
      <UploadRows uploadId={detail.id} />
    </div>
  );
}
