import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import type { RichNode } from "@rightsdesk/domain";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useId, useMemo, useRef, type ReactNode } from "react";
import { cx } from "./cx";
import { focusRing } from "./focus-ring";
import { FieldMessages } from "./field-parts";
import { ChevronDownIcon } from "./icons";
import { emptyRichDoc, richNodeOf } from "./rich-node-of";
import { placeholderMarks } from "./rich-text-placeholder-marks";
import {
  defaultPlaceholders,
  placeholderInsertion,
  type RichTextPlaceholder,
} from "./rich-text-placeholders";
import { RichTextView, richTextClassName } from "./rich-text-view";

export interface RichTextEditorProps {
  /** The field's visible label; it names the editable area too. */
  label: string;
  /** The text as the domain keeps it (`editor.getJSON()`); undefined starts empty. */
  value: RichNode | undefined;
  onChange?: (value: RichNode) => void;
  onBlur?: () => void;
  /** Shown under the field when its value is wrong, and announced with it. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Draws the text without the toolbar, not editable (the views). */
  readOnly?: boolean;
  /** What "Insert placeholder" lists: the contract's placeholders unless told; null hides it. */
  placeholders?: readonly RichTextPlaceholder[] | null;
  className?: string;
}

// Only what a contract PDF can draw: no code, quotes, strike-through or links.
const starterKit = StarterKit.configure({
  heading: { levels: [1, 2, 3] },
  blockquote: false,
  code: false,
  codeBlock: false,
  strike: false,
  link: false,
});

const toolbarButton = cx(
  "inline-flex h-8 min-w-8 items-center justify-center rounded px-1.5 text-sm text-slate-700 hover:bg-slate-100",
  "disabled:cursor-not-allowed disabled:opacity-40 aria-pressed:bg-indigo-100 aria-pressed:text-indigo-800",
  focusRing,
);

function ToolbarButton({
  label,
  shortcut,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  shortcut?: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={toolbarButton}
      aria-label={label}
      aria-pressed={pressed}
      aria-keyshortcuts={shortcut}
      title={shortcut ? `${label} (${shortcut.replace("Control", "Ctrl")})` : label}
      disabled={disabled}
      // Keep the editor's selection: the command runs on what the user had selected.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function Separator() {
  return <span aria-hidden="true" className="mx-1 h-5 w-px bg-slate-200" />;
}

function PlaceholderMenu({
  editor,
  placeholders,
}: {
  editor: Editor;
  placeholders: readonly RichTextPlaceholder[];
}) {
  const insert = (key: string) => {
    const { from } = editor.state.selection;
    const before = editor.state.doc.textBetween(Math.max(0, from - 1), from, "\n", "\n");
    editor.chain().focus().insertContent(placeholderInsertion(key, before)).run();
  };
  return (
    <Menu as="div" className="relative ml-auto">
      <MenuButton className={cx(toolbarButton, "gap-1 px-2 font-medium text-indigo-700")}>
        Insert placeholder
        <ChevronDownIcon className="size-4" />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 max-h-72 w-56 overflow-y-auto rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-slate-900/10 focus:outline-none"
      >
        {placeholders.map((placeholder) => (
          <MenuItem key={placeholder.key}>
            <button
              type="button"
              className="block w-full px-3 py-1.5 text-left text-slate-800 data-focus:bg-indigo-50 data-focus:text-indigo-800"
              onClick={() => insert(placeholder.key)}
            >
              {placeholder.label}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}

function Toolbar({
  editor,
  label,
  placeholders,
}: {
  editor: Editor;
  label: string;
  placeholders: readonly RichTextPlaceholder[] | null;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      underline: current.isActive("underline"),
      h1: current.isActive("heading", { level: 1 }),
      h2: current.isActive("heading", { level: 2 }),
      h3: current.isActive("heading", { level: 3 }),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const run = () => editor.chain().focus();
  return (
    <div
      role="toolbar"
      aria-label={`${label} formatting`}
      className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 bg-slate-50 px-1.5 py-1"
    >
      <ToolbarButton
        label="Bold"
        shortcut="Control+B"
        pressed={state.bold}
        onClick={() => run().toggleBold().run()}
      >
        <span className="font-bold">B</span>
      </ToolbarButton>
      <ToolbarButton
        label="Italic"
        shortcut="Control+I"
        pressed={state.italic}
        onClick={() => run().toggleItalic().run()}
      >
        <span className="font-serif italic">I</span>
      </ToolbarButton>
      <ToolbarButton
        label="Underline"
        shortcut="Control+U"
        pressed={state.underline}
        onClick={() => run().toggleUnderline().run()}
      >
        <span className="underline">U</span>
      </ToolbarButton>
      <Separator />
      {([1, 2, 3] as const).map((level) => (
        <ToolbarButton
          key={level}
          label={`Heading ${level}`}
          shortcut={`Control+Alt+${level}`}
          pressed={state[`h${level}`]}
          onClick={() => run().toggleHeading({ level }).run()}
        >
          <span className="text-xs font-semibold">H{level}</span>
        </ToolbarButton>
      ))}
      <Separator />
      <ToolbarButton
        label="Bulleted list"
        shortcut="Control+Shift+8"
        pressed={state.bulletList}
        onClick={() => run().toggleBulletList().run()}
      >
        <span aria-hidden="true">•≡</span>
      </ToolbarButton>
      <ToolbarButton
        label="Numbered list"
        shortcut="Control+Shift+7"
        pressed={state.orderedList}
        onClick={() => run().toggleOrderedList().run()}
      >
        <span aria-hidden="true" className="text-xs">
          1.≡
        </span>
      </ToolbarButton>
      <ToolbarButton label="Horizontal rule" onClick={() => run().setHorizontalRule().run()}>
        <span aria-hidden="true">―</span>
      </ToolbarButton>
      <Separator />
      <ToolbarButton
        label="Undo"
        shortcut="Control+Z"
        disabled={!state.canUndo}
        onClick={() => run().undo().run()}
      >
        <span aria-hidden="true">↶</span>
      </ToolbarButton>
      <ToolbarButton
        label="Redo"
        shortcut="Control+Shift+Z"
        disabled={!state.canRedo}
        onClick={() => run().redo().run()}
      >
        <span aria-hidden="true">↷</span>
      </ToolbarButton>
      {placeholders && placeholders.length > 0 && (
        <PlaceholderMenu editor={editor} placeholders={placeholders} />
      )}
    </div>
  );
}

/** The editable area's accessibility: a multi-line textbox named by the field's label. */
function editorAttributes(labelId: string, describedBy: string | undefined, invalid: boolean) {
  return {
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": labelId,
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(invalid ? { "aria-invalid": "true" } : {}),
    class: cx(richTextClassName, "min-h-40 px-3 py-2.5 focus:outline-none"),
  };
}

/**
 * A rich-text field (TipTap): bold, italic, underline, headings 1–3, lists, a rule, undo/redo
 * and an "Insert placeholder" menu that types `{{key}}` at the cursor. Its value is the domain's
 * rich-text JSON. Read-only, it draws the text with its placeholders marked.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  readOnly = false,
  placeholders = defaultPlaceholders,
  className,
}: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  const callbacks = useRef({ onChange, onBlur });
  useEffect(() => {
    callbacks.current = { onChange, onBlur };
  }, [onChange, onBlur]);
  // The last value this editor reported, so a value coming back from the form is not re-applied.
  const reported = useRef<string | null>(null);

  const marks = useMemo(() => placeholderMarks(placeholders ?? []), [placeholders]);
  const editor = useEditor(
    {
      extensions: [starterKit, marks],
      content: value ?? emptyRichDoc,
      editable: !readOnly,
      shouldRerenderOnTransaction: false,
      editorProps: { attributes: editorAttributes(labelId, describedBy, Boolean(error)) },
      onUpdate: ({ editor: current }) => {
        const next = richNodeOf(current.getJSON()) ?? emptyRichDoc;
        reported.current = JSON.stringify(next);
        callbacks.current.onChange?.(next);
      },
      onBlur: () => callbacks.current.onBlur?.(),
    },
    [readOnly, marks],
  );

  useEffect(() => {
    editor.setOptions({
      editorProps: { attributes: editorAttributes(labelId, describedBy, Boolean(error)) },
    });
  }, [editor, labelId, describedBy, error]);

  // A value set from outside (the form reset, a reload) replaces what the editor shows.
  useEffect(() => {
    const incoming = value ?? emptyRichDoc;
    const text = JSON.stringify(incoming);
    if (text === reported.current) return;
    if (text === JSON.stringify(richNodeOf(editor.getJSON()))) return;
    reported.current = text;
    editor.commands.setContent(incoming, { emitUpdate: false });
  }, [editor, value]);

  if (readOnly) {
    return (
      <div className={className}>
        <p id={labelId} className="text-sm font-medium text-slate-800">
          {label}
        </p>
        <RichTextView
          value={value ?? emptyRichDoc}
          placeholders={placeholders}
          className="mt-1.5 rounded-md border border-slate-200 bg-slate-50 px-3 py-2.5"
        />
      </div>
    );
  }

  return (
    <div className={className}>
      <span id={labelId} className="block text-sm font-medium text-slate-800">
        {label}
      </span>
      <div
        className={cx(
          "mt-1.5 overflow-hidden rounded-md border bg-white shadow-xs focus-within:outline-2 focus-within:-outline-offset-1",
          error
            ? "border-red-400 focus-within:outline-red-600"
            : "border-slate-300 hover:border-slate-400 focus-within:outline-indigo-600",
        )}
      >
        <Toolbar editor={editor} label={label} placeholders={placeholders} />
        <EditorContent editor={editor} />
      </div>
      <FieldMessages errorId={errorId} error={error} hintId={hintId} hint={hint} />
    </div>
  );
}
