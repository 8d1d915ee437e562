import type { DocumentItem } from "@rightsdesk/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { describeError } from "../../../lib/describe-error";
import { Button } from "../../../ui/button";
import { Card, CardHeader } from "../../../ui/card";
import { ConfirmDialog } from "../../../ui/dialog";
import { EmptyState } from "../../../ui/empty-state";
import { DocumentIcon } from "../../../ui/icons";
import type { DocumentCalls, DocumentChangeGate, DocumentOwner } from "../lib/document-calls";
import { formatDocumentCategory } from "../lib/document-labels";
import { formatFileSize } from "../lib/format-file-size";
import { saveDownloadedFile } from "../../../lib/save-downloaded-file";
import { DocumentUpload } from "./document-upload";
import { LoadingBars, QueryView } from "../../../ui/query-view";

const openGate: DocumentChangeGate = { begin: async () => true, end: () => undefined };

const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  month: "2-digit",
  day: "2-digit",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

type DocumentsTabProps = {
  owner: DocumentOwner;
  calls: DocumentCalls;
  canWrite: boolean;
  canDelete: boolean;
  /** Why changes wait (someone else is editing the record); null when they may go ahead. */
  blockedReason?: string | null;
  gate?: DocumentChangeGate;
};

/**
 * The documents tab shared by companies, people, assets and the other records (spec 000 section
 * 2): the record's documents, adding one (with the duplicate check), downloading one under its
 * original name, and deleting one after asking. Each record supplies its own calls.
 */
export function DocumentsTab({
  owner,
  calls,
  canWrite,
  canDelete,
  blockedReason = null,
  gate = openGate,
}: DocumentsTabProps) {
  const documents = useQuery({ queryKey: calls.queryKey, queryFn: calls.list });
  const [deleting, setDeleting] = useState<DocumentItem | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);
  const blocked = blockedReason !== null;

  const download = async (document: DocumentItem) => {
    setDownloading(document.id);
    try {
      const file = await calls.download(document.id);
      saveDownloadedFile(file.blob, document.fileName || file.fileName);
    } catch (error) {
      toast.error(describeError(error, `${document.name} could not be downloaded.`));
    } finally {
      setDownloading(null);
    }
  };

  const askDelete = async (document: DocumentItem) => {
    if (await gate.begin().catch(() => false)) setDeleting(document);
  };
  const closeDelete = () => {
    setDeleting(null);
    gate.end();
  };

  return (
    <Card aria-labelledby="documents-title">
      <CardHeader
        titleId="documents-title"
        title="Documents"
        description={`Contracts, materials, requests and other files kept with this ${owner.label}.`}
      />
      {canWrite && <DocumentUpload owner={owner} calls={calls} gate={gate} disabled={blocked} />}
      <QueryView
        query={documents}
        loading={<LoadingBars label="Loading the documents…" bars={["h-4 w-2/3", "h-4 w-1/2"]} />}
        errorTitle="The documents could not be loaded"
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState icon={<DocumentIcon className="size-5" />} title="No documents yet">
            {canWrite ? "Choose a file above, or drop it there, to attach the first one." : undefined}
          </EmptyState>
        }
      >
        {(data) => (
          <DocumentsTable
            documents={data}
            downloading={downloading}
            onDownload={(document) => void download(document)}
            onDelete={canDelete ? (document) => void askDelete(document) : null}
            deleteDisabled={blocked}
          />
        )}
      </QueryView>
      {deleting && (
        <DeleteDocumentDialog document={deleting} owner={owner} calls={calls} onClose={closeDelete} />
      )}
    </Card>
  );
}

function DocumentsTable({
  documents,
  downloading,
  onDownload,
  onDelete,
  deleteDisabled,
}: {
  documents: readonly DocumentItem[];
  downloading: number | null;
  onDownload: (document: DocumentItem) => void;
  onDelete: ((document: DocumentItem) => void) | null;
  deleteDisabled: boolean;
}) {
  const headers = ["Name", "Category", "File", "Size", "Uploaded"];
  return (
    <div className="overflow-x-auto border-t border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Documents</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-4 py-2.5 whitespace-nowrap first:pl-6">
                {header}
              </th>
            ))}
            <th scope="col" className="px-4 py-2.5 pr-6">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {documents.map((document) => (
            <tr key={document.id} className="align-top">
              <td className="px-4 py-3 pl-6 font-medium text-slate-900">{document.name}</td>
              <td className="px-4 py-3 text-slate-700">{formatDocumentCategory(document.category)}</td>
              <td className="max-w-56 truncate px-4 py-3 text-slate-700" title={document.fileName}>
                {document.fileName}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                {formatFileSize(document.sizeBytes)}
              </td>
              <td className="px-4 py-3 text-slate-700">
                <span className="whitespace-nowrap">
                  {dateTimeFormat.format(new Date(document.uploadedAt))}
                </span>
                {document.uploadedBy && (
                  <span className="block text-xs text-slate-500">{document.uploadedBy}</span>
                )}
              </td>
              <td className="px-4 py-2 pr-6">
                <div className="flex justify-end gap-2">
                  <Button
                    variant="ghost"
                    className="px-2.5 py-1.5"
                    busy={downloading === document.id}
                    busyLabel="Downloading…"
                    aria-label={`Download ${document.name}`}
                    onClick={() => onDownload(document)}
                  >
                    Download
                  </Button>
                  {onDelete && (
                    <Button
                      variant="ghost"
                      className="px-2.5 py-1.5 text-red-700 hover:bg-red-50"
                      disabled={deleteDisabled}
                      aria-label={`Delete ${document.name}`}
                      onClick={() => onDelete(document)}
                    >
                      Delete
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DeleteDocumentDialog({
  document,
  owner,
  calls,
  onClose,
}: {
  document: DocumentItem;
  owner: DocumentOwner;
  calls: DocumentCalls;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await calls.remove(document.id);
      await Promise.all([queryClient.invalidateQueries({ queryKey: calls.queryKey }), calls.onChanged?.()]);
      toast.success(`${document.name} was deleted.`);
      onClose();
    } catch (failure) {
      setError(describeError(failure, `${document.name} could not be deleted.`));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      onConfirm={() => void confirm()}
      title="Delete this document?"
      confirmLabel="Delete document"
      busyLabel="Deleting…"
      busy={busy}
      error={error}
    >
      <span className="font-medium text-slate-900">{document.name}</span> ({document.fileName}) is removed
      from this {owner.label}. This cannot be undone.
    </ConfirmDialog>
  );
}
