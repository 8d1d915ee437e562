import { richMarkTypes, richNodeTypes, type RichNode } from "@rightsdesk/domain";

/** The JSON an editor hands back (TipTap's `JSONContent`), loosely typed. */
export interface EditorJson {
  type?: string | undefined;
  attrs?: Record<string, unknown> | undefined;
  content?: EditorJson[] | undefined;
  text?: string | undefined;
  marks?: { type: string; attrs?: Record<string, unknown> | undefined }[] | undefined;
}

const nodeTypes = new Set<string>(richNodeTypes);
const markTypes = new Set<string>(richMarkTypes);

function isNodeType(type: string | undefined): type is RichNode["type"] {
  return type !== undefined && nodeTypes.has(type);
}

function isMarkType(type: string): type is (typeof richMarkTypes)[number] {
  return markTypes.has(type);
}

/**
 * The domain's rich text of what the editor holds: only the nodes, marks and attributes a
 * contract can draw (a heading's level, a numbered list's start); anything else is dropped.
 */
export function richNodeOf(json: EditorJson): RichNode | null {
  if (!isNodeType(json.type)) return null;
  const node: RichNode = { type: json.type };
  const level = json.attrs?.level;
  const start = json.attrs?.start;
  if (json.type === "heading" && typeof level === "number") node.attrs = { level };
  if (json.type === "orderedList" && typeof start === "number" && start !== 1) node.attrs = { start };
  if (json.text !== undefined) node.text = json.text;
  const marks = (json.marks ?? []).map((mark) => mark.type).filter(isMarkType);
  if (marks.length > 0) node.marks = marks.map((type) => ({ type }));
  if (json.content) {
    node.content = json.content.map(richNodeOf).filter((child): child is RichNode => child !== null);
  }
  return node;
}

/** An empty document, the value of a new editor. */
export const emptyRichDoc: RichNode = { type: "doc", content: [{ type: "paragraph" }] };
