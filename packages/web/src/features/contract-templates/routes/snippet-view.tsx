import type { SnippetRecord } from "@rightsdesk/domain";
import { Link } from "react-router-dom";
import { paths } from "../../../routing/paths";
import { config } from "../../../config";
import { formatDate } from "../../../lib/format";
import { Badge } from "../../../ui/badge";
import { buttonClassName } from "../../../ui/button";
import { Card, CardHeader } from "../../../ui/card";
import { PageHeader } from "../../../ui/page-header";
import { RichTextView } from "../../../ui/rich-text-view";
import { DeleteSnippetButton, UsedByList } from "../components/delete-library-button";
import { LoadedFromAddress, loadSnippet, snippetAddress } from "../components/loaded-record";
import { useContractTemplateRights } from "../lib/contract-template-rights";
import { TitledCard } from "../../../ui/titled-card";

export const loader = loadSnippet;

/** /contracts/snippets/{id}/snippet-view: the snippet's text with its placeholders marked, and who uses it. */
export function Component() {
  return (
    <LoadedFromAddress {...snippetAddress}>
      {(snippet) => <SnippetView snippet={snippet} />}
    </LoadedFromAddress>
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
        <TitledCard title="Used by" titleId="snippet-used-by">
          <div className="px-5 py-4 sm:px-6">
            {snippet.usedBy.length === 0 ? (
              <p className="text-sm text-slate-600">No template uses this snippet.</p>
            ) : (
              <UsedByList usedBy={snippet.usedBy} className="space-y-2 text-sm" />
            )}
          </div>
        </TitledCard>
      </div>
    </>
  );
}
