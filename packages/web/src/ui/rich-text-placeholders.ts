import { contractPlaceholders } from "@rightsdesk/domain";

/** A placeholder an editor offers: written `{{key}}` in the text, shown by its label. */
export interface RichTextPlaceholder {
  key: string;
  label: string;
}

/** The contract's placeholders, the default of the editor's "Insert placeholder" menu. */
export const defaultPlaceholders: readonly RichTextPlaceholder[] = contractPlaceholders;

/** A run of text: plain, or a placeholder (its label null when no placeholder has that key). */
export type PlaceholderSegment =
  | { kind: "text"; text: string }
  | { kind: "placeholder"; token: string; key: string; label: string | null; missing: boolean };

const TOKEN = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}|\[([^[\]\n]{1,80}?)(: not entered)?\]/g;

/**
 * Splits a text into plain runs and placeholders, so they can be marked where the text is
 * shown: `{{key}}` as typed in a template, and `[Label]` / `[Label: not entered]` as the server
 * draws them in a preview (only when Label is a known placeholder's).
 */
export function splitPlaceholders(
  text: string,
  placeholders: readonly RichTextPlaceholder[] = defaultPlaceholders,
): PlaceholderSegment[] {
  const byKey = new Map(placeholders.map((p) => [p.key, p.label]));
  const labels = new Set(placeholders.map((p) => p.label));
  const segments: PlaceholderSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const [token, key, bracketLabel, notEntered] = match;
    const start = match.index;
    let segment: PlaceholderSegment | null = null;
    if (key !== undefined) {
      segment = { kind: "placeholder", token, key, label: byKey.get(key) ?? null, missing: false };
    } else if (bracketLabel !== undefined && labels.has(bracketLabel)) {
      const found = placeholders.find((p) => p.label === bracketLabel);
      segment = {
        kind: "placeholder",
        token,
        key: found?.key ?? bracketLabel,
        label: bracketLabel,
        missing: notEntered !== undefined,
      };
    }
    if (!segment) continue;
    if (start > last) segments.push({ kind: "text", text: text.slice(last, start) });
    segments.push(segment);
    last = start + token.length;
  }
  if (last < text.length) segments.push({ kind: "text", text: text.slice(last) });
  return segments;
}

/**
 * What the editor inserts at the cursor for a placeholder: its `{{key}}` token, with a space
 * before it when the cursor sits right after a word, so "Fee:{{x}}" does not glue to the text.
 */
export function placeholderInsertion(key: string, textBefore: string): string {
  const token = `{{${key}}}`;
  return /[\p{L}\p{N}.,;:!?)]$/u.test(textBefore) ? ` ${token}` : token;
}
