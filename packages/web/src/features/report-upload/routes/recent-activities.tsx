import type { QueryClient } from "@tanstack/react-query";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, type LoaderFunctionArgs } from "react-router-dom";
import { config } from "../../../config";
import { paths } from "../../../routing/paths";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { DataTable, readListState, toListQuery, useListUrlState } from "../../../ui/data-table";
import { EmptyState } from "../../../ui/empty-state";
import { DocumentIcon, PlusIcon } from "../../../ui/icons";
import { useModuleRights } from "../../../ui/records/record-queries";
import { listAiringUploads, uploadListQueryOptions } from "../api/airing-uploads";
import { UploadReportPanel } from "../components/upload-report-panel";
import { uploadColumns } from "../components/upload-columns";

export function loader(queryClient: QueryClient) {
  return async function loadUploads({ request }: LoaderFunctionArgs) {
    const state = readListState(new URL(request.url).searchParams, uploadColumns);
    try {
      await queryClient.ensureQueryData(uploadListQueryOptions(toListQuery(state, uploadColumns)));
    } catch {
      // The page shows the failure where the table would be, with a way to try again.
    }
    return null;
  };
}

/** /rights-expiration/recent-activities: "Upload a report" for those who may, then the uploads. */
export function Component() {
  const { canWrite } = useModuleRights("Report Upload");
  const [uploading, setUploading] = useState(false);
  const { state, change } = useListUrlState(uploadColumns);
  const result = useQuery({
    ...uploadListQueryOptions(toListQuery(state, uploadColumns)),
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });
  const navigate = useNavigate();
  const startUpload = canWrite ? (
    <Button onClick={() => setUploading(true)}>
      <PlusIcon className="size-4" />
      Upload a report
    </Button>
  ) : null;
  return (
    <>
      <title>{`Recent uploads · ${config.productName}`}</title>
      {uploading ? (
        <UploadReportPanel onClose={() => setUploading(false)} />
      ) : (
        startUpload && <div className="mb-4 flex justify-end">{startUpload}</div>
      )}
      <Card>
        <DataTable
          caption="Airing report uploads"
          itemLabel="uploads"
          columns={uploadColumns}
          state={state}
          onStateChange={change}
          result={result}
          fetchPage={listAiringUploads}
          getRowId={(upload) => String(upload.id)}
          onOpenRow={(upload) => void navigate(paths.app.reportUploads.details.getHref(upload.id))}
          emptyState={
            <EmptyState
              icon={<DocumentIcon className="size-5" />}
              title="No reports uploaded yet"
              action={uploading ? null : startUpload}
            >
              Upload a station&apos;s post log or an ad server&apos;s delivery report to check what aired
              against the rights held.
            </EmptyState>
          }
        />
      </Card>
    </>
  );
}
