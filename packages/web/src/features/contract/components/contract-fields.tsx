import { useFormContext } from "react-hook-form";
import { FormSection } from "../../../ui/form-section";
import { TextareaField } from "../../../ui/textarea-field";
import type { ContractFormValues } from "../lib/contract-form";
import { bindField } from "../../../ui/bind-field";
import { type ContractFieldParts } from "./contract-field-parts";
import { AgreementFields } from "./agreement-fields";
import { FeeFields } from "./fee-fields";
import { PartyFields } from "./party-fields";
import { DateFields } from "./date-fields";

export function DescriptionField() {
  const field = bindField(useFormContext<ContractFormValues>());
  return (
    <FormSection title="Description" description="Anything the contract's readers should know.">
      <TextareaField
        label="Description (optional)"
        className="sm:col-span-2"
        rows={3}
        {...field("description")}
      />
    </FormSection>
  );
}

/** Every part of the profile, as the full add form and the edit form show it. */
export function ContractFields({ parts = {} }: { parts?: ContractFieldParts }) {
  return (
    <>
      <AgreementFields parts={parts} />
      <PartyFields parts={parts} />
      <DateFields parts={parts} />
      <FeeFields />
      <DescriptionField />
    </>
  );
}
