import { Link, useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { paths } from "../../../app/paths";
import { config } from "../../../config";
import { PageHeader } from "../../../ui/page-header";
import { useCreateTemplate } from "../api/change-template";
import { TemplateForm } from "../components/template-form";

/** /contracts/templates/add: a new template, then its view. */
export function Component() {
  const create = useCreateTemplate();
  const navigate = useNavigate();
  return (
    <>
      <title>{`Add template · ${config.productName}`}</title>
      <PageHeader
        eyebrow={
          <Link to={paths.app.contractTemplates.all.getHref()} className="hover:underline">
            Contract templates
          </Link>
        }
        title="Add a template"
        description="Put snippets and form parts in order; contracts are drawn from the template as PDFs."
      />
      <TemplateForm
        save={(request) => create.mutateAsync(request)}
        onSaved={(template) => {
          toast.success(`${template.name} was added.`);
          void navigate(paths.app.contractTemplates.view.getHref(template.id), { replace: true });
        }}
        cancelHref={paths.app.contractTemplates.all.getHref()}
        submitLabel="Add template"
      />
    </>
  );
}
