import { useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { paths } from "../../../routing/paths";
import { FormPage } from "../../../ui/page-header";
import { useCreateSnippet } from "../api/change-snippet";
import { SnippetForm } from "../components/snippet-form";

/** /contracts/snippets/add: a new snippet, then its view. */
export function Component() {
  const create = useCreateSnippet();
  const navigate = useNavigate();
  return (
    <FormPage
      documentTitle="Add snippet"
      back={{ label: "Contract snippets", href: paths.app.contractSnippets.all.getHref() }}
      title="Add a snippet"
      description="A clause written once and used by any number of templates. Placeholders are filled from each contract."
    >
      <SnippetForm
        save={(request) => create.mutateAsync(request)}
        onSaved={(snippet) => {
          toast.success(`${snippet.name} was added.`);
          void navigate(paths.app.contractSnippets.view.getHref(snippet.id), { replace: true });
        }}
        cancelHref={paths.app.contractSnippets.all.getHref()}
        submitLabel="Add snippet"
      />
    </FormPage>
  );
}
