import type { TemplatePartType } from "@rightsdesk/domain";
import type { ChangeEvent } from "react";
import { RichTextView } from "../../../ui/rich-text-view";
import { SelectField } from "../../../ui/select-field";
import { Skeleton } from "../../../ui/skeleton";
import { useSnippet } from "../api/get-snippet";
import { useSnippetOptions } from "../api/list-snippets";

/** A snippet part's choice: the snippets of the part's type, and the chosen one's text, read-only. */
export function SnippetChoice({
  label,
  partType,
  value,
  onChange,
  onBlur,
  error,
}: {
  label: string;
  partType: TemplatePartType | "";
  value: number | null;
  onChange: (snippetId: number | null) => void;
  onBlur: () => void;
  error: string | undefined;
}) {
  const options = useSnippetOptions();
  const snippets = (options.data ?? []).filter((snippet) => !partType || snippet.partType === partType);
  const chosenElsewhere =
    value !== null && !snippets.some((snippet) => snippet.id === value)
      ? options.data?.find((snippet) => snippet.id === value)
      : undefined;
  const hint = options.isError
    ? "The snippets could not be loaded."
    : !options.isPending && snippets.length === 0
      ? `No ${partType ? `${partType} ` : ""}snippets yet: add one under Snippets, or write a form part.`
      : undefined;
  return (
    <div className="space-y-3">
      <SelectField
        label={label}
        value={value === null ? "" : String(value)}
        onChange={(event: ChangeEvent<HTMLSelectElement>) =>
          onChange(event.target.value === "" ? null : Number(event.target.value))
        }
        onBlur={onBlur}
        error={
          error ??
          (chosenElsewhere
            ? `${chosenElsewhere.name} is a ${chosenElsewhere.partType} snippet: choose a ${partType} one.`
            : undefined)
        }
        hint={hint}
        disabled={options.isPending}
      >
        <option value="">{options.isPending ? "Loading snippets…" : "Choose a snippet…"}</option>
        {chosenElsewhere && <option value={chosenElsewhere.id}>{chosenElsewhere.name}</option>}
        {snippets.map((snippet) => (
          <option key={snippet.id} value={snippet.id}>
            {snippet.name}
          </option>
        ))}
      </SelectField>
      {value !== null && <SnippetText snippetId={value} />}
    </div>
  );
}

function SnippetText({ snippetId }: { snippetId: number }) {
  const snippet = useSnippet(snippetId);
  if (snippet.isPending) return <Skeleton className="h-16 w-full" />;
  if (snippet.isError) return <p className="text-sm text-red-700">The snippet's text could not be loaded.</p>;
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2.5">
      <p className="mb-1.5 text-xs font-medium tracking-wide text-slate-500 uppercase">
        Snippet text (read only)
      </p>
      <RichTextView value={snippet.data.content} headingOffset={3} />
    </div>
  );
}
