import type { SnippetRecord } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { Link, useParams } from "react-router-dom";
import { paths } from "../../../app/paths";
import { config } from "../../../config";
import { formatDate } from "../../../lib/format";
import { Badge } from "../../../ui/badge";
import { buttonClassName } from "../../../ui/button";
import { Card, CardHeader } from "../../../ui/card";
import { PageHeader } from "../../../ui/page-header";
import { loadRecord } from "../../../ui/records/record-layout";
import { RichTextView } from "../../../ui/rich-text-view";
import { snippetQueryOptions, useSnippet } from "../api/get-snippet";
import { DeleteSnippetButton } from "../components/delete-snippet-button";
import { LoadedRecord } from "../components/loaded-record";
import { useContractTemplateRights } from "../lib/contract-template-rights";
import { readRecordId } from "../lib/read-record-id";

const nouns = { singular: "snippet", plural: "Snippets" };

export function loader(queryClient: QueryClient) {
  return loadRecord(queryClient, (params) => readRecordId(params.snippetId), snippetQueryOptions);
}

/** /contracts/snippets/{id}/snippet-view: the snippet's text with its placeholders marked, and who uses it. */
export function Component() {
  const snippetId = readRecordId(useParams().snippetId);
  const query = useSnippet(snippetId ?? 0, { enabled: snippetId !== null });
  return (
    <LoadedRecord
      query={snippetId === null ? null : query}
      nouns={nouns}
      listHref={paths.app.contractSnippets.all.getHref()}
    >
      {(snippet) => <SnippetView snippet={snippet} />}
    </LoadedRecord>
  );
}

function SnippetView({ snippet }: { snippet: SnippetRecord }) {
  const rights = useContractTemplateRights();
  return (
    <>
      <title>{`${snippet.name} · ${config.productName}`}</title>
      <PageHeader
        eyebrow={
          <Link to={paths.app.contractSnippets.all.getHref()} className="hover:underline">
            Contract snippets
          </Link>
        }
        title={snippet.name}
        description={
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="indigo">{snippet.partType}</Badge>
            <span>
              Updated {formatDate(snippet.updatedAt)}
              {snippet.updatedBy ? ` by ${snippet.updatedBy}` : ""}
            </span>
          </div>
        }
        actions={
          <>
            {rights.canWrite && (
              <Link
                to={paths.app.contractSnippets.edit.getHref(snippet.id)}
                className={buttonClassName("primary")}
              >
                Edit
              </Link>
            )}
            {rights.canDelete && <DeleteSnippetButton snippet={snippet} />}
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader
            title="Content"
            titleId="snippet-content"
            description="Placeholders are marked; each contract fills them in when its PDF is drawn."
          />
          <div className="px-5 py-5 sm:px-6">
            {snippet.description && <p className="mb-4 text-sm text-slate-600">{snippet.description}</p>}
            <RichTextView value={snippet.content} headingOffset={2} />
          </div>
        </Card>
        <Card aria-labelledby="snippet-used-by">
          <CardHeader title="Used by" titleId="snippet-used-by" />
          <div className="px-5 py-4 sm:px-6">
            {snippet.usedBy.length === 0 ? (
              <p className="text-sm text-slate-600">No template uses this snippet.</p>
            ) : (
              <ul className="space-y-2 text-sm">
                {snippet.usedBy.map((template) => (
                  <li key={template.id}>
                    <Link
                      to={paths.app.contractTemplates.view.getHref(template.id)}
                      className="font-medium text-indigo-700 hover:underline"
                    >
                      {template.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </Card>
      </div>
    </>
  );
}
