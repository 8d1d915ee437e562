import { zodResolver } from "@hookform/resolvers/zod";
import { codeLabel, type SectionField } from "@rightsdesk/domain";
import { useMutation } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Controller, useForm, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import { explainSaveProblem, type SaveProblem } from "../../../../lib/save-problem";
import { useUnsavedChanges } from "../../../../lib/unsaved-changes";
import { FormDialog } from "../../../../ui/form-dialog";
import type {
  RecordOwner,
  RecordSectionDefinition,
  RecordSectionItem,
  SectionCalls,
} from "../../../../ui/records/record-section";
import { useRecordLock } from "../../../../ui/records/record-lock";
import type { PickedRecord } from "../../../../ui/records/reference-picker";
import { SectionFieldControl } from "../../../../ui/records/section-field-control";
import {
  readSelect,
  sectionFormDefaults,
  sectionFormSchema,
  sectionServerFieldErrors,
  type SectionFormValues,
} from "../../../../ui/records/section-form";
import { SelectField } from "../../../../ui/select-field";
import { CastPersonField } from "./cast-person-field";

type SaveInput = { item: RecordSectionItem | null; data: Record<string, unknown> };

const labelOf = (field: SectionField) =>
  "required" in field && field.required ? field.label : `${field.label} (optional)`;

/**
 * Adds or changes a cast member: the section's own fields and schema, with the performer picked
 * or created on the spot, and the union, category and camera choices in words.
 */
export function CastItemDialog({
  owner,
  section,
  calls,
  item,
  onClose,
}: {
  owner: RecordOwner;
  section: RecordSectionDefinition;
  calls: SectionCalls;
  item: RecordSectionItem | null;
  onClose: () => void;
}) {
  const save = useMutation({
    mutationFn: ({ item: saving, data }: SaveInput) =>
      saving ? calls.update(saving.id, data, saving.version) : calls.add(data),
    onSuccess: () => calls.onChanged(),
    meta: { errorHandling: "local" },
  });
  const lock = useRecordLock();
  const [problem, setProblem] = useState<SaveProblem>(null);
  const [picked, setPicked] = useState<Record<string, PickedRecord | null>>({});
  const saved = useMemo(() => item?.data ?? {}, [item]);
  const schema = useMemo(() => sectionFormSchema(section.fields, saved), [section.fields, saved]);
  const form = useForm<SectionFormValues>({
    resolver: zodResolver(schema) as unknown as Resolver<SectionFormValues>,
    defaultValues: sectionFormDefaults(section.fields, saved),
  });
  const { register, control, handleSubmit, setError, setFocus } = form;
  const { errors, isDirty, isSubmitting } = form.formState;
  useUnsavedChanges(`${owner.kind}-section-${section.key}`, isDirty);

  const onSubmit = handleSubmit(async (data) => {
    setProblem(null);
    try {
      await save.mutateAsync({ item, data });
      form.reset(data);
      toast.success(item ? `The ${section.itemLabel} was saved.` : `The ${section.itemLabel} was added.`);
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

  const messageOf = (name: string) => {
    const message = errors[name]?.message;
    return typeof message === "string" ? message : undefined;
  };
  const fieldControl = (field: SectionField) => {
    if (field.kind === "person") {
      return (
        <Controller
          key={field.name}
          control={control}
          name={field.name}
          render={({ field: bound }) => {
            const id = typeof bound.value === "number" ? bound.value : null;
            const name = picked[field.name]?.id === id ? picked[field.name]?.name : item?.labels[field.name];
            return (
              <CastPersonField
                label={labelOf(field)}
                kinds={field.personKinds ?? []}
                value={id === null ? null : { id, name: name ?? `Person #${id}` }}
                onChange={(person) => {
                  setPicked((current) => ({ ...current, [field.name]: person }));
                  bound.onChange(person?.id);
                }}
                onBlur={bound.onBlur}
                error={messageOf(field.name)}
              />
            );
          }}
        />
      );
    }
    if (field.kind === "select") {
      return (
        <SelectField
          key={field.name}
          label={labelOf(field)}
          placeholder={field.required ? `Choose the ${field.label.toLowerCase()}` : "None"}
          options={field.options}
          optionLabel={codeLabel}
          error={messageOf(field.name)}
          {...register(field.name, { setValueAs: readSelect })}
        />
      );
    }
    return (
      <SectionFieldControl
        key={field.name}
        field={field}
        register={register}
        control={control}
        errors={errors}
        labels={item?.labels ?? {}}
        savedValue={saved[field.name]}
        owner={owner}
      />
    );
  };

  return (
    <FormDialog
      title={item ? "Change cast member" : "Add cast member"}
      label={null}
      formId={`section-form-${section.key}`}
      submitLabel={item ? "Save changes" : "Add cast member"}
      saving={isSubmitting || save.isPending}
      submitDisabled={!isDirty && !!item}
      problem={problem}
      className="space-y-4"
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {section.fields.map(fieldControl)}
    </FormDialog>
  );
}
