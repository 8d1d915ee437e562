import type { RichNode } from "@rightsdesk/domain";
import type { ReactNode } from "react";
import { cx } from "./cx";
import { defaultPlaceholders, splitPlaceholders, type RichTextPlaceholder } from "./rich-text-placeholders";

/** The look of rich text, shared by the view and the editor so both read the same. */
export const richTextClassName = cx(
  "text-sm leading-6 text-slate-800",
  "[&_p]:my-2 [&_p:first-child]:mt-0 [&_p:last-child]:mb-0",
  "[&_h1]:mt-4 [&_h1]:mb-2 [&_h1]:text-xl [&_h1]:font-semibold [&_h1]:text-slate-900",
  "[&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-slate-900",
  "[&_h3]:mt-3 [&_h3]:mb-1.5 [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_h4]:mt-3 [&_h4]:mb-1 [&_h4]:font-semibold [&_h5]:font-semibold [&_h6]:font-semibold",
  "[&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_li>p]:my-0.5 [&_hr]:my-4 [&_hr]:border-slate-200",
  "[&>*:first-child]:mt-0",
);

/** How a placeholder is marked in the text: a chip with its label. */
const chipClassName =
  "mx-0.5 inline-flex items-center rounded bg-indigo-50 px-1.5 py-px align-baseline text-xs font-medium text-indigo-700 ring-1 ring-indigo-600/20 ring-inset";
const missingChipClassName =
  "mx-0.5 inline-flex items-center rounded bg-amber-50 px-1.5 py-px align-baseline text-xs font-medium text-amber-800 ring-1 ring-amber-600/25 ring-inset";
const unknownChipClassName =
  "mx-0.5 inline-flex items-center rounded bg-red-50 px-1.5 py-px align-baseline font-mono text-xs text-red-700 ring-1 ring-red-600/20 ring-inset";

interface ViewOptions {
  placeholders: readonly RichTextPlaceholder[] | null;
  headingOffset: number;
}

function textWithPlaceholders(text: string, options: ViewOptions, key: string): ReactNode {
  if (!options.placeholders) return text;
  const segments = splitPlaceholders(text, options.placeholders);
  if (segments.length === 1 && segments[0]?.kind === "text") return text;
  return segments.map((segment, index) => {
    const id = `${key}-${index}`;
    if (segment.kind === "text") return <span key={id}>{segment.text}</span>;
    if (segment.label === null) {
      return (
        <span key={id} className={unknownChipClassName} title="Not a known placeholder: it stays as typed">
          {segment.token}
        </span>
      );
    }
    return (
      <span
        key={id}
        className={segment.missing ? missingChipClassName : chipClassName}
        title={segment.missing ? `${segment.label}: not entered` : `Placeholder {{${segment.key}}}`}
      >
        {segment.missing ? `${segment.label}: not entered` : segment.label}
      </span>
    );
  });
}

function markedText(node: RichNode, options: ViewOptions, key: string): ReactNode {
  let inner = textWithPlaceholders(node.text ?? "", options, key);
  for (const mark of node.marks ?? []) {
    if (mark.type === "bold") inner = <strong>{inner}</strong>;
    else if (mark.type === "italic") inner = <em>{inner}</em>;
    else inner = <u>{inner}</u>;
  }
  return <span key={key}>{inner}</span>;
}

function headingTag(level: number | undefined, offset: number) {
  const depth = Math.min(6, Math.max(1, (level ?? 1) + offset));
  return `h${depth}` as "h1" | "h2" | "h3" | "h4" | "h5" | "h6";
}

function renderNode(node: RichNode, options: ViewOptions, key: string): ReactNode {
  const children = (node.content ?? []).map((child, index) => renderNode(child, options, `${key}.${index}`));
  switch (node.type) {
    case "doc":
      return children;
    case "paragraph":
      return <p key={key}>{children.length > 0 ? children : <br />}</p>;
    case "heading": {
      const Tag = headingTag(node.attrs?.level, options.headingOffset);
      return <Tag key={key}>{children}</Tag>;
    }
    case "bulletList":
      return <ul key={key}>{children}</ul>;
    case "orderedList":
      return (
        <ol key={key} start={node.attrs?.start}>
          {children}
        </ol>
      );
    case "listItem":
      return <li key={key}>{children}</li>;
    case "text":
      return markedText(node, options, key);
    case "hardBreak":
      return <br key={key} />;
    case "horizontalRule":
      return <hr key={key} />;
  }
}

/**
 * Rich text drawn read-only as plain HTML (paragraphs, headings, lists, emphasis). Placeholders
 * (`{{key}}`, or `[Label]` in a preview) show as chips with their label unless
 * `placeholders` is null; `headingOffset` moves headings down under the page's own (1: h1 → h2).
 */
export function RichTextView({
  value,
  placeholders = defaultPlaceholders,
  headingOffset = 0,
  className,
  label,
}: {
  value: RichNode;
  placeholders?: readonly RichTextPlaceholder[] | null;
  headingOffset?: number;
  className?: string;
  /** An accessible name for the text, when the page has no heading right above it. */
  label?: string;
}) {
  return (
    <div className={cx(richTextClassName, className)} aria-label={label} role={label ? "group" : undefined}>
      {renderNode(value, { placeholders, headingOffset }, "n")}
    </div>
  );
}
