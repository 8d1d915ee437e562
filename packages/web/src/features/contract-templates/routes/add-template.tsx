import { paths } from "../../../routing/paths";
import { useCreateTemplate } from "../api/change-template";
import { AddLibraryItemPage } from "../components/add-library-item-page";
import { TemplateForm } from "../components/template-form";

/** /contracts/templates/add: a new template, then its view. */
export function Component() {
  return (
    <AddLibraryItemPage
      noun="template"
      list={{ label: "Contract templates", href: paths.app.contractTemplates.all.getHref() }}
      description="Put snippets and form parts in order; contracts are drawn from the template as PDFs."
      viewHref={paths.app.contractTemplates.view.getHref}
      create={useCreateTemplate()}
      Form={TemplateForm}
    />
  );
}
