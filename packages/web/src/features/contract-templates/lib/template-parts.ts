import type { RichNode, TemplatePartKind, TemplatePartType } from "@rightsdesk/domain";

/** One part of a template as the form holds it, in order. */
export interface TemplatePartFormValue {
  partType: TemplatePartType | "";
  kind: TemplatePartKind;
  /** The chosen snippet (kind S). */
  snippetId: number | null;
  /** The form part's own text (kind F). */
  content: RichNode | undefined;
}

export type MoveDirection = "up" | "down";

/** Where a part moves to, or null at either end of the list. */
export function moveTarget(index: number, direction: MoveDirection, count: number): number | null {
  const target = direction === "up" ? index - 1 : index + 1;
  return target < 0 || target >= count ? null : target;
}

/** The parts with one moved a place up or down (unchanged at either end). */
export function moveTemplatePart<T>(parts: readonly T[], index: number, direction: MoveDirection): T[] {
  const target = moveTarget(index, direction, parts.length);
  const next = [...parts];
  if (target === null) return next;
  const [moved] = next.splice(index, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}

/** A new part: a Body snippet, after the last part's type so parts read in order. */
export function newTemplatePart(previous: TemplatePartFormValue | undefined): TemplatePartFormValue {
  return { partType: previous?.partType || "Body", kind: "S", snippetId: null, content: undefined };
}

/** How a part is named to screen readers and in headings: "Part 2: Body snippet". */
export function describeTemplatePart(index: number, part: Pick<TemplatePartFormValue, "partType" | "kind">) {
  const kind = part.kind === "S" ? "snippet" : "form part";
  return `Part ${index + 1}${part.partType ? `: ${part.partType} ${kind}` : ""}`;
}
