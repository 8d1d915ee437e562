import { paths } from "../../../routing/paths";
import { useCreateSnippet } from "../api/change-snippet";
import { AddLibraryItemPage } from "../components/add-library-item-page";
import { SnippetForm } from "../components/snippet-form";

/** /contracts/snippets/add: a new snippet, then its view. */
export function Component() {
  return (
    <AddLibraryItemPage
      noun="snippet"
      list={{ label: "Contract snippets", href: paths.app.contractSnippets.all.getHref() }}
      description="A clause written once and used by any number of templates. Placeholders are filled from each contract."
      viewHref={paths.app.contractSnippets.view.getHref}
      create={useCreateSnippet()}
      Form={SnippetForm}
    />
  );
}
