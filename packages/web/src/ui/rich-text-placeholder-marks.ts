import { Extension } from "@tiptap/react";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { Plugin, PluginKey } from "@tiptap/pm/state";
import { Decoration, DecorationSet } from "@tiptap/pm/view";
import { splitPlaceholders, type RichTextPlaceholder } from "./rich-text-placeholders";

const known =
  "rounded bg-indigo-50 px-0.5 text-indigo-700 ring-1 ring-indigo-600/20 ring-inset [font-variant-ligatures:none]";
const unknown = "rounded bg-red-50 px-0.5 text-red-700 ring-1 ring-red-600/20 ring-inset";

function decorate(doc: ProseMirrorNode, placeholders: readonly RichTextPlaceholder[]): DecorationSet {
  const decorations: Decoration[] = [];
  doc.descendants((node, position) => {
    if (!node.isText || !node.text) return;
    let offset = 0;
    for (const segment of splitPlaceholders(node.text, placeholders)) {
      const length = segment.kind === "text" ? segment.text.length : segment.token.length;
      if (segment.kind === "placeholder" && segment.token.startsWith("{{")) {
        decorations.push(
          Decoration.inline(position + offset, position + offset + length, {
            class: segment.label ? known : unknown,
            title: segment.label
              ? `Placeholder: ${segment.label}`
              : "Not a known placeholder: it stays as typed",
          }),
        );
      }
      offset += length;
    }
  });
  return DecorationSet.create(doc, decorations);
}

/** Marks `{{key}}` tokens while typing: known placeholders in indigo, unknown ones (a typo) in red. */
export function placeholderMarks(placeholders: readonly RichTextPlaceholder[]) {
  return Extension.create({
    name: "placeholderMarks",
    addProseMirrorPlugins() {
      const key = new PluginKey<DecorationSet>("placeholderMarks");
      return [
        new Plugin<DecorationSet>({
          key,
          state: {
            init: (_config, state) => decorate(state.doc, placeholders),
            apply: (transaction, previous) =>
              transaction.docChanged ? decorate(transaction.doc, placeholders) : previous,
          },
          props: { decorations: (state) => key.getState(state) ?? DecorationSet.empty },
        }),
      ];
    },
  });
}
