import { useCreateTemplate } from "../api/change-template";
import { AddLibraryItemPage } from "../components/add-library-item-page";
import { libraryPages } from "../components/library-pages";
import { TemplateForm } from "../components/template-form";

/** /contracts/templates/add: a new template, then its view. */
export function Component() {
  return <AddLibraryItemPage page={libraryPages.template} create={useCreateTemplate()} Form={TemplateForm} />;
}
