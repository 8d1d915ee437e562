import { zodResolver } from "@hookform/resolvers/zod";
import {
  contractFamilies,
  contractTemplatesOf,
  type ContractFamily,
  type TemplateRecord,
  type TemplateSaveRequest,
} from "@rightsdesk/domain";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { FormSection } from "../../../ui/form-section";
import { formatCatalogueName } from "../../../ui/records/record-labels";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import { TextareaField } from "../../../ui/textarea-field";
import {
  TemplateFormSchema,
  emptyTemplateForm,
  templateFormFieldNames,
  templateFormValues,
  type TemplateFormValues,
} from "../lib/template-form";
import { LibraryForm, type LibraryFormProps } from "./library-form";
import { TemplatePartsField } from "./template-parts-field";
import { bindField } from "../../../ui/bind-field";

export interface TemplateFormProps extends LibraryFormProps<TemplateRecord, TemplateSaveRequest> {
  /** The template being edited, or undefined for a new one. */
  template?: TemplateRecord | undefined;
}

function isFamily(value: string): value is ContractFamily {
  return contractFamilies.some((family) => family === value);
}

/**
 * A template's name, family, agreement (of that family), description and its parts in order.
 * Checked by the domain's rules, each message on its control; leaving with edits asks first.
 */
export function TemplateForm({ template, ...props }: TemplateFormProps) {
  const form = useForm<TemplateFormValues, unknown, TemplateSaveRequest>({
    resolver: zodResolver(TemplateFormSchema),
    defaultValues: template ? templateFormValues(template) : emptyTemplateForm,
  });
  const { control, register, setValue, getValues } = form;
  const { errors } = form.formState;
  const field = bindField(form);
  const family = useWatch({ control, name: "family" });
  const agreements = isFamily(family) ? contractTemplatesOf(family) : [];

  // An agreement of another family no longer fits once the family changes.
  useEffect(() => {
    const agreement = getValues("agreement");
    const fits = isFamily(family) && contractTemplatesOf(family).some((name) => name === agreement);
    if (agreement && !fits) setValue("agreement", "", { shouldDirty: true });
  }, [family, getValues, setValue]);

  return (
    <LibraryForm
      form={form}
      label={template ? "Edit template" : "Add template"}
      editName={template ? `template-${template.id}` : "add-template"}
      valuesOf={templateFormValues}
      serverFields={(request) => templateFormFieldNames(request.parts.length)}
      focusable={(field) => field === "name" || field === "family"}
      failureText="The template could not be saved."
      {...props}
    >
      <FormSection title="Template" description="Its name, and the kind of contract it draws.">
        <TextField label="Name" autoComplete="off" className="sm:col-span-2" {...field("name")} />
        <SelectField
          label="Family"
          {...field("family")}
          placeholder="Choose…"
          options={contractFamilies}
          optionLabel={formatCatalogueName}
        />
        <SelectField
          label="Agreement"
          error={errors.agreement?.message}
          hint={isFamily(family) ? undefined : "Choose the family first."}
          disabled={!isFamily(family)}
          {...register("agreement")}
          placeholder="None"
          options={agreements}
          optionLabel={formatCatalogueName}
        />
        <TextareaField label="Description" rows={2} className="sm:col-span-2" {...field("description")} />
      </FormSection>
      <div className="px-5 py-6 sm:px-6">
        <TemplatePartsField />
      </div>
    </LibraryForm>
  );
}
