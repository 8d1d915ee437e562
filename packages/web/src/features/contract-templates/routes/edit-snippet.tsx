import type { SnippetRecord } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "react-router-dom";
import { toast } from "sonner";
import { paths } from "../../../app/paths";
import { config } from "../../../config";
import { loadRecord } from "../../../ui/records/record-layout";
import { PageHeader } from "../../../ui/page-header";
import { useUpdateSnippet } from "../api/change-snippet";
import { snippetQueryOptions, useSnippet } from "../api/get-snippet";
import { LoadedRecord } from "../components/loaded-record";
import { SnippetForm } from "../components/snippet-form";
import { readRecordId } from "../lib/read-record-id";

const nouns = { singular: "snippet", plural: "Snippets" };

export function loader(queryClient: QueryClient) {
  return loadRecord(queryClient, (params) => readRecordId(params.snippetId), snippetQueryOptions);
}

/** /contracts/snippets/{id}/edit */
export function Component() {
  const snippetId = readRecordId(useParams().snippetId);
  const query = useSnippet(snippetId ?? 0, { enabled: snippetId !== null });
  return (
    <LoadedRecord
      query={snippetId === null ? null : query}
      nouns={nouns}
      listHref={paths.app.contractSnippets.all.getHref()}
    >
      {(snippet) => <EditSnippet snippet={snippet} refetch={query.refetch} />}
    </LoadedRecord>
  );
}

function EditSnippet({
  snippet,
  refetch,
}: {
  snippet: SnippetRecord;
  refetch: () => Promise<{ data?: SnippetRecord | undefined }>;
}) {
  const update = useUpdateSnippet(snippet.id);
  const navigate = useNavigate();
  const viewHref = paths.app.contractSnippets.view.getHref(snippet.id);
  const usedBy = snippet.usedBy.length;
  return (
    <>
      <title>{`Edit ${snippet.name} · ${config.productName}`}</title>
      <PageHeader
        eyebrow={
          <Link to={paths.app.contractSnippets.all.getHref()} className="hover:underline">
            Contract snippets
          </Link>
        }
        title={`Edit ${snippet.name}`}
        description={
          usedBy > 0
            ? `Used by ${usedBy} template${usedBy === 1 ? "" : "s"}: they all show the new text once saved.`
            : "No template uses this snippet yet."
        }
      />
      <SnippetForm
        key={snippet.id}
        snippet={snippet}
        save={(request) => update.mutateAsync({ ...request, version: snippet.version })}
        onSaved={(saved) => {
          toast.success(`${saved.name} was saved.`);
          void navigate(paths.app.contractSnippets.view.getHref(saved.id));
        }}
        onReload={async () => (await refetch()).data}
        cancelHref={viewHref}
        submitLabel="Save snippet"
      />
    </>
  );
}
