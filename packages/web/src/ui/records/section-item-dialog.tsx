import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import { explainSaveProblem, type SaveProblem } from "../../lib/save-problem";
import { useUnsavedChanges } from "../../lib/unsaved-changes";
import { FormDialog } from "../form-dialog";
import { SaveProblemAlert } from "../save-problem-alert";
import type { RecordOwner, RecordSectionDefinition, RecordSectionItem, SectionCalls } from "./record-section";
import { useRecordLock } from "./record-lock";
import { SectionFieldControl } from "./section-field-control";
import {
  sectionFormDefaults,
  sectionFormSchema,
  sectionServerFieldErrors,
  type SectionFormValues,
} from "./section-form";

type SectionItemDialogProps = {
  owner: RecordOwner;
  section: RecordSectionDefinition;
  calls: SectionCalls;
  /** The item being changed; null to add one. */
  item: RecordSectionItem | null;
  /** Loads the section again and answers the item's latest version (after a stale save). */
  onReload: () => Promise<RecordSectionItem | null>;
  onClose: () => void;
};

type SaveInput = { item: RecordSectionItem | null; data: Record<string, unknown> };

/**
 * Adds or changes one item of a section in a dialog, with a form built from the section's
 * fields: the domain's schema checks it, each message sits beside its field, and the server's
 * field errors come back to the same places.
 */
export function SectionItemDialog({
  owner,
  section,
  calls,
  item,
  onReload,
  onClose,
}: SectionItemDialogProps) {
  const [current, setCurrent] = useState(item);
  const save = useMutation({
    mutationFn: ({ item: saving, data }: SaveInput) =>
      saving ? calls.update(saving.id, data, saving.version) : calls.add(data),
    onSuccess: () => calls.onChanged(),
    meta: { errorHandling: "local" },
  });
  const lock = useRecordLock();
  const [problem, setProblem] = useState<SaveProblem>(null);
  const [reloading, setReloading] = useState(false);
  const saved = useMemo(() => current?.data ?? {}, [current]);
  const schema = useMemo(() => sectionFormSchema(section.fields, saved), [section.fields, saved]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<SectionFormValues>({
    resolver: zodResolver(schema) as unknown as Resolver<SectionFormValues>,
    defaultValues: sectionFormDefaults(section.fields, saved),
  });
  useUnsavedChanges(`${owner.kind}-section-${section.key}`, isDirty);
  const saving = isSubmitting || save.isPending;
  const formId = `section-form-${section.key}`;

  const onSubmit = handleSubmit(async (data) => {
    setProblem(null);
    try {
      await save.mutateAsync({ item: current, data });
      reset(data);
      toast.success(current ? `The ${section.itemLabel} was saved.` : `The ${section.itemLabel} was added.`);
      onClose();
    } catch (error) {
      const fieldErrors = sectionServerFieldErrors(error, section.fields);
      for (const { field, message } of fieldErrors) setError(field, { type: "server", message });
      const [first] = fieldErrors;
      if (first) setFocus(first.field);
      const explained = explainSaveProblem(
        error,
        fieldErrors.length,
        `The ${section.itemLabel} could not be saved.`,
      );
      if (explained?.kind === "locked") lock.check();
      setProblem(explained);
    }
  });

  const reload = async () => {
    setReloading(true);
    try {
      const latest = await onReload();
      setCurrent(latest);
      reset(sectionFormDefaults(section.fields, latest?.data ?? {}));
      setProblem(null);
    } finally {
      setReloading(false);
    }
  };

  const title = current ? `Change ${section.itemLabel}` : `Add ${section.itemLabel}`;
  return (
    <FormDialog
      title={title.charAt(0).toUpperCase() + title.slice(1)}
      label={null}
      formId={formId}
      submitLabel={current ? "Save changes" : `Add ${section.itemLabel}`}
      saving={saving}
      submitDisabled={!isDirty && !!current}
      className="space-y-4"
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <SaveProblemAlert problem={problem} onReload={() => void reload()} reloading={reloading} />
      {section.fields.map((field) => (
        <SectionFieldControl
          key={field.name}
          field={field}
          register={register}
          control={control}
          errors={errors}
          labels={current?.labels ?? {}}
          savedValue={saved[field.name]}
          owner={owner}
        />
      ))}
    </FormDialog>
  );
}
