import { useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { paths } from "../../../routing/paths";
import { FormPage } from "../../../ui/page-header";
import { useCreateTemplate } from "../api/change-template";
import { TemplateForm } from "../components/template-form";

/** /contracts/templates/add: a new template, then its view. */
export function Component() {
  const create = useCreateTemplate();
  const navigate = useNavigate();
  return (
    <FormPage
      documentTitle="Add template"
      back={{ label: "Contract templates", href: paths.app.contractTemplates.all.getHref() }}
      title="Add a template"
      description="Put snippets and form parts in order; contracts are drawn from the template as PDFs."
    >
      <TemplateForm
        save={(request) => create.mutateAsync(request)}
        onSaved={(template) => {
          toast.success(`${template.name} was added.`);
          void navigate(paths.app.contractTemplates.view.getHref(template.id), { replace: true });
        }}
        cancelHref={paths.app.contractTemplates.all.getHref()}
        submitLabel="Add template"
      />
    </FormPage>
  );
}
