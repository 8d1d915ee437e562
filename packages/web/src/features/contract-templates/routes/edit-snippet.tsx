import type { SnippetRecord } from "@rightsdesk/domain";
import { useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { paths } from "../../../routing/paths";
import { FormPage } from "../../../ui/page-header";
import { useUpdateSnippet } from "../api/change-snippet";
import { LoadedFromAddress, loadSnippet, snippetAddress } from "../components/loaded-record";
import { SnippetForm } from "../components/snippet-form";

export const loader = loadSnippet;

/** /contracts/snippets/{id}/edit */
export function Component() {
  return (
    <LoadedFromAddress {...snippetAddress}>
      {(snippet, query) => <EditSnippet snippet={snippet} refetch={query.refetch} />}
    </LoadedFromAddress>
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
    <FormPage
      documentTitle={`Edit ${snippet.name}`}
      back={{ label: "Contract snippets", href: paths.app.contractSnippets.all.getHref() }}
      title={`Edit ${snippet.name}`}
      description={
        usedBy > 0
          ? `Used by ${usedBy} template${usedBy === 1 ? "" : "s"}: they all show the new text once saved.`
          : "No template uses this snippet yet."
      }
    >
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
    </FormPage>
  );
}
