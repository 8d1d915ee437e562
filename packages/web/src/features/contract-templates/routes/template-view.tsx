import type { TemplateRecord } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { Link, type LoaderFunctionArgs } from "react-router-dom";
import { paths } from "../../../routing/paths";
import { config } from "../../../config";
import { formatDate } from "../../../lib/format";
import { Badge } from "../../../ui/badge";
import { buttonClassName } from "../../../ui/button";
import { Card, CardHeader } from "../../../ui/card";
import { PageHeader } from "../../../ui/page-header";
import { formatCatalogueName } from "../../../ui/records/record-labels";
import { templatePreviewQueryOptions, templateQueryOptions } from "../api/get-template";
import { DeleteTemplateButton } from "../components/delete-library-button";
import { LoadedFromAddress, templateAddress } from "../components/loaded-record";
import { TemplatePreview } from "../components/template-preview";
import { useContractTemplateRights } from "../lib/contract-template-rights";
import { readRecordId } from "../../../lib/read-record-id";
import { TitledCard } from "../../../ui/titled-card";

export function loader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const id = readRecordId(params.templateId);
    if (id === null) return null;
    // Shown in place when either fails: "not found", or the failure with a way to try again.
    await Promise.allSettled([
      queryClient.ensureQueryData(templateQueryOptions(id)),
      queryClient.ensureQueryData(templatePreviewQueryOptions(id)),
    ]);
    return null;
  };
}

/** /contracts/templates/{id}/template-view: the template drawn with its placeholders shown, and its parts. */
export function Component() {
  return (
    <LoadedFromAddress {...templateAddress}>
      {(template) => <TemplateView template={template} />}
    </LoadedFromAddress>
  );
}

function TemplateView({ template }: { template: TemplateRecord }) {
  const rights = useContractTemplateRights();
  const count = template.contractCount;
  return (
    <>
      <title>{`${template.name} · ${config.productName}`}</title>
      <PageHeader
        eyebrow={
          <Link to={paths.app.contractTemplates.all.getHref()} className="hover:underline">
            Contract templates
          </Link>
        }
        title={template.name}
        description={
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="indigo">{formatCatalogueName(template.family)}</Badge>
            {template.agreement && <Badge>{formatCatalogueName(template.agreement)}</Badge>}
            <span>
              Updated {formatDate(template.updatedAt)}
              {template.updatedBy ? ` by ${template.updatedBy}` : ""}
            </span>
          </div>
        }
        actions={
          <>
            {rights.canWrite && (
              <Link
                to={paths.app.contractTemplates.edit.getHref(template.id)}
                className={buttonClassName("primary")}
              >
                Edit
              </Link>
            )}
            {rights.canDelete && <DeleteTemplateButton template={template} />}
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2" aria-labelledby="template-preview">
          <CardHeader
            title="Preview"
            titleId="template-preview"
            description="As a contract draws it, placeholders shown by name: each contract fills them in."
          />
          <TemplatePreview templateId={template.id} />
        </Card>
        <div className="space-y-6">
          <TitledCard title="About" titleId="template-summary">
            <dl className="grid gap-3 px-5 py-4 text-sm sm:px-6">
              <div>
                <dt className="text-slate-500">Contracts using it</dt>
                <dd className="font-medium text-slate-900">
                  {count === 0 ? "None yet" : `${count} contract${count === 1 ? "" : "s"}`}
                </dd>
              </div>
              {template.description && (
                <div>
                  <dt className="text-slate-500">Description</dt>
                  <dd className="text-slate-800">{template.description}</dd>
                </div>
              )}
            </dl>
          </TitledCard>
          <TitledCard title="Parts" titleId="template-parts">
            <ol className="divide-y divide-slate-100 text-sm">
              {template.parts.map((part, index) => (
                <li key={`${part.position}-${index}`} className="flex items-center gap-3 px-5 py-2.5 sm:px-6">
                  <span className="w-5 text-right text-slate-400">{index + 1}</span>
                  <Badge tone="indigo">{part.partType}</Badge>
                  {part.kind === "S" && part.snippetId !== null ? (
                    <Link
                      to={paths.app.contractSnippets.view.getHref(part.snippetId)}
                      className="font-medium text-indigo-700 hover:underline"
                    >
                      {part.snippetName ?? `Snippet ${part.snippetId}`}
                    </Link>
                  ) : (
                    <span className="text-slate-700">Form part</span>
                  )}
                </li>
              ))}
            </ol>
          </TitledCard>
        </div>
      </div>
    </>
  );
}
