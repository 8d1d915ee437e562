import { RichTextView } from "../../../ui/rich-text-view";
import { LoadError } from "../../../ui/load-error";
import { Notice } from "../../../ui/notice";
import { Skeleton } from "../../../ui/skeleton";
import { useTemplatePreview } from "../api/get-template";

/** The server's drawing of a template (`Preview`): part types as section headings, placeholders as chips. */
export function TemplatePreview({ templateId }: { templateId: number }) {
  const preview = useTemplatePreview(templateId);
  if (preview.isPending) {
    return (
      <div role="status" aria-label="Loading the preview…" className="space-y-3 px-5 py-5 sm:px-6">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (preview.isError) {
    return (
      <LoadError
        title="The preview could not be drawn"
        error={preview.error}
        retrying={preview.isFetching}
        onRetry={() => void preview.refetch()}
      />
    );
  }
  const document = preview.data;
  return (
    <div className="space-y-6 px-5 py-5 sm:px-6">
      {document.unknown.length > 0 && (
        <Notice tone="warning" title="Unknown placeholders">
          {document.unknown.map((key) => `{{${key}}}`).join(", ")}{" "}
          {document.unknown.length === 1 ? "is" : "are"} no placeholder a contract can fill:{" "}
          {document.unknown.length === 1 ? "it stays" : "they stay"} as typed.
        </Notice>
      )}
      {document.parts.length === 0 ? (
        <p className="text-sm text-slate-600">This template has no parts yet.</p>
      ) : (
        document.parts.map((part, index) => (
          <section key={index} aria-labelledby={`preview-part-${index}`}>
            <h3
              id={`preview-part-${index}`}
              className="mb-2 border-b border-slate-100 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase"
            >
              {part.partType}
            </h3>
            <RichTextView value={part.content} headingOffset={3} />
          </section>
        ))
      )}
    </div>
  );
}
