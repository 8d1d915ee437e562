import type { TemplateRecord } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "react-router-dom";
import { toast } from "sonner";
import { paths } from "../../../app/paths";
import { config } from "../../../config";
import { loadRecord } from "../../../ui/records/record-layout";
import { PageHeader } from "../../../ui/page-header";
import { useUpdateTemplate } from "../api/change-template";
import { templateQueryOptions, useTemplate } from "../api/get-template";
import { LoadedRecord } from "../components/loaded-record";
import { TemplateForm } from "../components/template-form";
import { readRecordId } from "../lib/read-record-id";

const nouns = { singular: "template", plural: "Templates" };

export function loader(queryClient: QueryClient) {
  return loadRecord(queryClient, (params) => readRecordId(params.templateId), templateQueryOptions);
}

/** /contracts/templates/{id}/edit */
export function Component() {
  const templateId = readRecordId(useParams().templateId);
  const query = useTemplate(templateId ?? 0, { enabled: templateId !== null });
  return (
    <LoadedRecord
      query={templateId === null ? null : query}
      nouns={nouns}
      listHref={paths.app.contractTemplates.all.getHref()}
    >
      {(template) => <EditTemplate template={template} refetch={query.refetch} />}
    </LoadedRecord>
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
    <>
      <title>{`Edit ${template.name} · ${config.productName}`}</title>
      <PageHeader
        eyebrow={
          <Link to={paths.app.contractTemplates.all.getHref()} className="hover:underline">
            Contract templates
          </Link>
        }
        title={`Edit ${template.name}`}
        description={
          count > 0
            ? `${count} contract${count === 1 ? " is" : "s are"} drawn from it: their next PDF follows these parts.`
            : "No contract is drawn from this template yet."
        }
      />
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
    </>
  );
}
