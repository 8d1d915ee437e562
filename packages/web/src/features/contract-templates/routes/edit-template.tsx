import type { TemplateRecord } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { paths } from "../../../routing/paths";
import { loadById } from "../../../ui/records/record-queries";
import { FormPage } from "../../../ui/page-header";
import { useUpdateTemplate } from "../api/change-template";
import { templateQueryOptions } from "../api/get-template";
import { LoadedFromAddress, templateAddress } from "../components/loaded-record";
import { TemplateForm } from "../components/template-form";
import { readRecordId } from "../../../lib/read-record-id";

export function loader(queryClient: QueryClient) {
  return loadById(queryClient, (params) => readRecordId(params.templateId), templateQueryOptions);
}

/** /contracts/templates/{id}/edit */
export function Component() {
  return (
    <LoadedFromAddress {...templateAddress}>
      {(template, query) => <EditTemplate template={template} refetch={query.refetch} />}
    </LoadedFromAddress>
  );
}

function EditTemplate({
  template,
  refetch,
}: {
  template: TemplateRecord;
  refetch: () => Promise<{ data?: TemplateRecord | undefined }>;
}) {
  const update = useUpdateTemplate(template.id);
  const navigate = useNavigate();
  const viewHref = paths.app.contractTemplates.view.getHref(template.id);
  const count = template.contractCount;
  return (
    <FormPage
      documentTitle={`Edit ${template.name}`}
      back={{ label: "Contract templates", href: paths.app.contractTemplates.all.getHref() }}
      title={`Edit ${template.name}`}
      description={
        count > 0
          ? `${count} contract${count === 1 ? " is" : "s are"} drawn from it: their next PDF follows these parts.`
          : "No contract is drawn from this template yet."
      }
    >
      <TemplateForm
        key={template.id}
        template={template}
        save={(request) => update.mutateAsync({ ...request, version: template.version })}
        onSaved={(saved) => {
          toast.success(`${saved.name} was saved.`);
          void navigate(paths.app.contractTemplates.view.getHref(saved.id));
        }}
        onReload={async () => (await refetch()).data}
        cancelHref={viewHref}
        submitLabel="Save template"
      />
    </FormPage>
  );
}
