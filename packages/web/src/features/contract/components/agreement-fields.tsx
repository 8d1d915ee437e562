import {
  contractFamilies,
  contractPerformerCategories,
  contractTemplatesOf,
  performanceTypes,
  unions,
} from "@rightsdesk/domain";
import { type ReactNode } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { FormSection } from "../../../ui/form-section";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import { useContractTemplateOptions } from "../../contract-templates";
import type { ContractFormValues } from "../lib/contract-form";
import { agreementLabel, familyLabel, performanceLabel } from "../lib/contract-labels";
import { bindField } from "../../../ui/bind-field";
import { optionElements, familyOf, type ContractFieldParts } from "./contract-field-parts";

/** The contract's template, among those of its family. */
export function TemplateSelect({ family, error }: { family: string; error?: string | undefined }) {
  const { register } = useFormContext<ContractFormValues>();
  const templates = useContractTemplateOptions();
  const offered = (templates.data ?? []).filter((template) => template.family === family);
  return (
    <SelectField
      label="Template (optional)"
      hint={templates.isError ? "The templates could not be loaded." : "The PDF is drawn from it."}
      error={error}
      {...register("templateId")}
    >
      <option value="">No template</option>
      {offered.map((template) => (
        <option key={template.id} value={String(template.id)}>
          {template.name}
        </option>
      ))}
    </SelectField>
  );
}

/** Family, agreement, template, union, category, camera, role, title. */
export function AgreementFields({ parts, extra }: { parts: ContractFieldParts; extra?: ReactNode }) {
  const form = useFormContext<ContractFormValues>();
  const { register, control, setValue } = form;
  const { errors } = form.formState;
  const field = bindField(form);
  const family = useWatch({ control, name: "family" });
  const known = familyOf(family);
  const agreements = known ? contractTemplatesOf(known) : [];
  const msa = family === "MSA";
  return (
    <FormSection
      title="Agreement"
      description="What kind of contract it is; the family decides the fields and the agreements offered."
    >
      {parts.number && (
        <TextField label="Contract number (optional)" autoComplete="off" {...field("contractNumber")} />
      )}
      <TextField label="Title" autoComplete="off" error={errors.title?.message} {...register("title")} />
      <TextField label="Subtitle (optional)" autoComplete="off" {...field("subtitle")} />
      {parts.agreement !== false && (
        <>
          <SelectField
            label="Family"
            error={errors.family?.message}
            {...register("family", {
              onChange: (event: { target: { value: string } }) => {
                const next = familyOf(event.target.value);
                setValue("agreement", next ? (contractTemplatesOf(next)[0] ?? "") : "");
                setValue("templateId", "");
                setValue("union", next === "UNION" ? "SAG AFTRA" : "");
              },
            })}
          >
            {optionElements(contractFamilies, familyLabel)}
          </SelectField>
          <SelectField label="Agreement" error={errors.agreement?.message} {...register("agreement")}>
            <option value="">Choose the agreement</option>
            {optionElements(agreements, agreementLabel)}
          </SelectField>
        </>
      )}
      <TemplateSelect family={family} error={errors.templateId?.message} />
      {!msa && (
        <>
          <SelectField label={family === "UNION" ? "Union" : "Union (optional)"} {...field("union")}>
            <option value="">None</option>
            {optionElements(
              family === "UNION" ? unions.filter((union) => union !== "NON UNION") : ["NON UNION"],
            )}
          </SelectField>
          <SelectField label="Performer category" {...field("performerCategory")}>
            <option value="">Choose the category</option>
            {optionElements(contractPerformerCategories, true)}
          </SelectField>
          <SelectField label="On or off camera" {...field("performanceType")}>
            <option value="">Choose</option>
            {optionElements(performanceTypes, performanceLabel)}
          </SelectField>
          <TextField label="Role (optional)" autoComplete="off" {...field("role")} />
        </>
      )}
      {extra}
    </FormSection>
  );
}
