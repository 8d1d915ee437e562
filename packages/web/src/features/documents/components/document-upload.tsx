import { zodResolver } from "@hookform/resolvers/zod";
import {
  DocumentSaveRequestSchema,
  SIZE_LIMIT_BYTES,
  documentCategories,
  formatByteSize,
  type DocumentCategory,
  type UploadedFile,
} from "@rightsdesk/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState, type DragEvent } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { describeError } from "../../../lib/describe-error";
import { placeFieldErrors, serverFieldErrors } from "../../../lib/server-field-errors";
import { bindField } from "../../../ui/bind-field";
import { useUnsavedChanges } from "../../../lib/unsaved-changes";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { cx } from "../../../ui/cx";
import { DocumentIcon } from "../../../ui/icons";
import { Notice } from "../../../ui/notice";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import { findDuplicateDocument } from "../api/find-duplicate-document";
import { uploadFile } from "../api/upload-file";
import { attachDocument } from "../lib/attach-document";
import type { DocumentCalls, DocumentChangeGate, DocumentOwner } from "../lib/document-calls";
import { formatDocumentCategory } from "../lib/document-labels";
import { formatFileSize } from "../lib/format-file-size";

const DetailsSchema = DocumentSaveRequestSchema.pick({ name: true, category: true });
type Details = { name: string; category: DocumentCategory };

/**
 * Adds a document: pick a file (or drop it here), name it (the file's name to start with) and
 * choose its category. Saving uploads the file, asks the server whether this record already has
 * the same content, and attaches it — or asks first when it does.
 */
export function DocumentUpload({
  owner,
  calls,
  gate,
  disabled,
}: {
  owner: DocumentOwner;
  calls: DocumentCalls;
  gate: DocumentChangeGate;
  disabled: boolean;
}) {
  const queryClient = useQueryClient();
  const inputId = useId();
  // Bumped to start the file input afresh (a chosen file cannot be cleared otherwise).
  const [inputKey, setInputKey] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<{ existingName: string; uploaded: UploadedFile } | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<Details>({
    resolver: zodResolver(DetailsSchema),
    defaultValues: { name: "", category: "OTHER" },
  });
  const { handleSubmit, reset, getValues } = form;
  const field = bindField(form);
  useUnsavedChanges(`documents-${owner.kind}-${owner.id}`, file !== null);

  const choose = (chosen: File | undefined) => {
    setProblem(null);
    setDuplicate(null);
    if (!chosen) return;
    if (chosen.size > SIZE_LIMIT_BYTES) {
      setFile(null);
      setProblem(
        `${chosen.name} is ${formatFileSize(chosen.size)}; a file may be at most ${formatByteSize(SIZE_LIMIT_BYTES)}.`,
      );
      return;
    }
    setFile(chosen);
    reset({ name: chosen.name, category: getValues("category") });
  };

  const clear = () => {
    setFile(null);
    setDuplicate(null);
    setProblem(null);
    reset({ name: "", category: "OTHER" });
    setInputKey((key) => key + 1);
  };

  const attach = async (details: Details, allowDuplicate: boolean) => {
    if (!file) return;
    setProblem(null);
    setBusy(true);
    const granted = await gate.begin().catch(() => false);
    if (!granted) {
      setBusy(false);
      setProblem(`Someone else is editing this ${owner.label}; try again when they finish.`);
      return;
    }
    try {
      const outcome = await attachDocument(
        { file, ...details, uploaded: duplicate?.uploaded, allowDuplicate },
        {
          upload: uploadFile,
          findDuplicate: (sha256) => findDuplicateDocument(owner, sha256),
          save: calls.save,
        },
      );
      if (outcome.kind === "duplicate") {
        setDuplicate({ existingName: outcome.existingName, uploaded: outcome.uploaded });
        return;
      }
      await Promise.all([queryClient.invalidateQueries({ queryKey: calls.queryKey }), calls.onChanged?.()]);
      toast.success(`${outcome.document.name} was attached.`);
      clear();
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, ["name", "category"] as const);
      placeFieldErrors(form, fieldErrors);
      if (fieldErrors.length === 0) setProblem(describeError(error, "The document could not be saved."));
    } finally {
      gate.end();
      setBusy(false);
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) choose(event.dataTransfer.files[0]);
  };

  return (
    <div className="space-y-4 px-5 py-5 sm:px-6">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cx(
          "flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center text-sm",
          dragging ? "border-indigo-500 bg-indigo-50" : "border-slate-300 bg-slate-50",
          disabled && "opacity-60",
        )}
      >
        <DocumentIcon className="size-6 text-slate-400" />
        <p className="text-slate-700">
          <label
            htmlFor={inputId}
            className={cx(
              "rounded font-semibold text-indigo-700",
              disabled ? "cursor-not-allowed" : "cursor-pointer hover:underline",
              "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600",
            )}
          >
            Choose a file
            <input
              key={inputKey}
              id={inputId}
              type="file"
              className="sr-only"
              disabled={disabled || busy}
              onChange={(event) => choose(event.target.files?.[0])}
            />
          </label>{" "}
          or drop it here
        </p>
        <p className="text-xs text-slate-500">Up to {formatByteSize(SIZE_LIMIT_BYTES)}.</p>
      </div>
      {problem && <Alert title="Not attached">{problem}</Alert>}
      {file && (
        <form
          onSubmit={handleSubmit((details) => attach(details, false))}
          noValidate
          className="space-y-4 rounded-lg border border-slate-200 p-4"
        >
          <p className="text-sm text-slate-600">
            <span className="font-medium text-slate-900">{file.name}</span> · {formatFileSize(file.size)}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Document name" autoComplete="off" {...field("name")} />
            <SelectField
              label="Category"
              {...field("category")}
              options={documentCategories}
              optionLabel={formatDocumentCategory}
            />
          </div>
          {duplicate ? (
            <Notice tone="warning" title="Already attached">
              <p>This file is already attached as &lsquo;{duplicate.existingName}&rsquo;.</p>
              <div className="mt-3 flex flex-wrap gap-3">
                <Button
                  variant="secondary"
                  busy={busy}
                  busyLabel="Attaching…"
                  onClick={() => void handleSubmit((details) => attach(details, true))()}
                >
                  Attach anyway
                </Button>
                <Button variant="ghost" disabled={busy} onClick={clear}>
                  Cancel
                </Button>
              </div>
            </Notice>
          ) : (
            <div className="flex justify-end gap-3">
              <Button variant="secondary" disabled={busy} onClick={clear}>
                Cancel
              </Button>
              <Button type="submit" busy={busy} busyLabel="Uploading…">
                Save document
              </Button>
            </div>
          )}
        </form>
      )}
    </div>
  );
}
