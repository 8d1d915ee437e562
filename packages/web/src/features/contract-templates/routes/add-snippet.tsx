import { useCreateSnippet } from "../api/change-snippet";
import { AddLibraryItemPage } from "../components/add-library-item-page";
import { libraryPages } from "../components/library-pages";
import { SnippetForm } from "../components/snippet-form";

/** /contracts/snippets/add: a new snippet, then its view. */
export function Component() {
  return <AddLibraryItemPage page={libraryPages.snippet} create={useCreateSnippet()} Form={SnippetForm} />;
}
