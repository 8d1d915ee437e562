import { zodResolver } from "@hookform/resolvers/zod";
import {
  contractFamilies,
  contractTemplatesOf,
  type ContractFamily,
  type TemplateRecord,
  type TemplateSaveRequest,
} from "@rightsdesk/domain";
import { useEffect, useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { Link } from "react-router-dom";
import type { SaveProblem } from "../../../lib/save-problem";
import { useUnsavedChanges } from "../../../lib/unsaved-changes";
import { Button, buttonClassName } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { FormSection } from "../../../ui/form-section";
import { formatCatalogueName } from "../../../ui/records/record-labels";
import { SaveProblemAlert } from "../../../ui/save-problem-alert";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import { TextareaField } from "../../../ui/textarea-field";
import { explainSaveFailure } from "../lib/explain-save-failure";
import {
  TemplateFormSchema,
  emptyTemplateForm,
  templateFormFieldNames,
  templateFormValues,
  type TemplateFormValues,
} from "../lib/template-form";
import { TemplatePartsField } from "./template-parts-field";

export interface TemplateFormProps {
  /** The template being edited, or undefined for a new one. */
  template?: TemplateRecord | undefined;
  /** Saves the request; the edit page adds the version it loaded. */
  save: (request: TemplateSaveRequest) => Promise<TemplateRecord>;
  onSaved: (template: TemplateRecord) => void;
  /** Loads the latest version after a stale save. */
  onReload?: () => Promise<TemplateRecord | undefined>;
  cancelHref: string;
  submitLabel: string;
}

function isFamily(value: string): value is ContractFamily {
  return contractFamilies.some((family) => family === value);
}

/**
 * A template's name, family, agreement (of that family), description and its parts in order.
 * Checked by the domain's rules, each message on its control; leaving with edits asks first.
 */
export function TemplateForm({
  template,
  save,
  onSaved,
  onReload,
  cancelHref,
  submitLabel,
}: TemplateFormProps) {
  const [problem, setProblem] = useState<SaveProblem>(null);
  const [reloading, setReloading] = useState(false);
  const form = useForm<TemplateFormValues, unknown, TemplateSaveRequest>({
    resolver: zodResolver(TemplateFormSchema),
    defaultValues: template ? templateFormValues(template) : emptyTemplateForm,
  });
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    setValue,
    getValues,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const markSaved = useUnsavedChanges(template ? `template-${template.id}` : "add-template", isDirty);
  const family = useWatch({ control, name: "family" });
  const agreements = isFamily(family) ? contractTemplatesOf(family) : [];

  // An agreement of another family no longer fits once the family changes.
  useEffect(() => {
    const agreement = getValues("agreement");
    const fits = isFamily(family) && contractTemplatesOf(family).some((name) => name === agreement);
    if (agreement && !fits) setValue("agreement", "", { shouldDirty: true });
  }, [family, getValues, setValue]);

  const onSubmit = handleSubmit(async (request) => {
    setProblem(null);
    try {
      const saved = await save(request);
      markSaved();
      reset(templateFormValues(saved));
      onSaved(saved);
    } catch (error) {
      const fields = templateFormFieldNames(request.parts.length);
      const failure = explainSaveFailure(error, fields, "The template could not be saved.");
      for (const { field, message } of failure.fieldErrors) {
        setError(field as keyof TemplateFormValues, { type: "server", message });
      }
      const [first] = failure.fieldErrors;
      if (first?.field === "name" || first?.field === "family") setFocus(first.field);
      setProblem(failure.problem);
    }
  });

  const reload = async () => {
    if (!onReload) return;
    setReloading(true);
    try {
      const latest = await onReload();
      if (latest) reset(templateFormValues(latest));
      setProblem(null);
    } finally {
      setReloading(false);
    }
  };

  return (
    <FormProvider {...form}>
      <Card>
        <form onSubmit={onSubmit} noValidate aria-label={template ? "Edit template" : "Add template"}>
          {problem && (
            <div className="px-5 pt-5 sm:px-6">
              <SaveProblemAlert problem={problem} onReload={() => void reload()} reloading={reloading} />
            </div>
          )}
          <FormSection title="Template" description="Its name, and the kind of contract it draws.">
            <TextField
              label="Name"
              autoComplete="off"
              className="sm:col-span-2"
              error={errors.name?.message}
              {...register("name")}
            />
            <SelectField label="Family" error={errors.family?.message} {...register("family")}>
              <option value="">Choose…</option>
              {contractFamilies.map((name) => (
                <option key={name} value={name}>
                  {formatCatalogueName(name)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Agreement"
              error={errors.agreement?.message}
              hint={isFamily(family) ? undefined : "Choose the family first."}
              disabled={!isFamily(family)}
              {...register("agreement")}
            >
              <option value="">None</option>
              {agreements.map((name) => (
                <option key={name} value={name}>
                  {formatCatalogueName(name)}
                </option>
              ))}
            </SelectField>
            <TextareaField
              label="Description"
              rows={2}
              className="sm:col-span-2"
              error={errors.description?.message}
              {...register("description")}
            />
          </FormSection>
          <div className="px-5 py-6 sm:px-6">
            <TemplatePartsField />
          </div>
          <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-100 px-5 py-4 sm:px-6">
            {isDirty && <p className="mr-auto text-sm text-amber-700">You have unsaved changes.</p>}
            <Link to={cancelHref} className={buttonClassName("secondary")}>
              Cancel
            </Link>
            <Button type="submit" busy={isSubmitting} busyLabel="Saving…">
              {submitLabel}
            </Button>
          </div>
        </form>
      </Card>
    </FormProvider>
  );
}
